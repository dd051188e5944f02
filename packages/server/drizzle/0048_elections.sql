CREATE TABLE "committee_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "committee_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"committee_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"role" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"election_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "committee_terms_days" CHECK ("committee_terms"."ends_on" is null or "committee_terms"."ends_on" >= "committee_terms"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "committees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "committees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"region_id" integer,
	"position" integer NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "committees_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "ballots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"election_id" integer NOT NULL,
	"choices" jsonb NOT NULL,
	"receipt_hash" text,
	CONSTRAINT "ballots_receiptHash_unique" UNIQUE("receipt_hash")
);
--> statement-breakpoint
CREATE TABLE "election_voters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "election_voters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"election_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"associate_id" integer,
	"associate_name" text,
	"link_token_hash" text NOT NULL,
	"paper_code_hash" text,
	"paper_printed_at" timestamp with time zone,
	"voted_on" date,
	"voted_by" text,
	CONSTRAINT "election_voters_linkTokenHash_unique" UNIQUE("link_token_hash"),
	CONSTRAINT "election_voters_paperCodeHash_unique" UNIQUE("paper_code_hash"),
	CONSTRAINT "election_voters_voted" CHECK (("election_voters"."voted_on" is null) = ("election_voters"."voted_by" is null))
);
--> statement-breakpoint
CREATE TABLE "elections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "elections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"region_id" integer,
	"status" text NOT NULL,
	"record_on" date NOT NULL,
	"associates_vote" boolean NOT NULL,
	"nominations_from" date,
	"nominations_to" date,
	"voting_from" date NOT NULL,
	"voting_to" date NOT NULL,
	"allow_change" boolean NOT NULL,
	"terms_start_on" date,
	"terms_end_on" date,
	"returning_officer_id" integer,
	"created_by_id" integer,
	"confirmed_by_id" integer,
	"roll_made_at" timestamp with time zone,
	"ballots_mailed_at" timestamp with time zone,
	"counts" jsonb,
	"counted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"terms_made_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "elections_voting_days" CHECK ("elections"."voting_to" >= "elections"."voting_from" and "elections"."record_on" <= "elections"."voting_from"),
	CONSTRAINT "elections_nomination_days" CHECK (("elections"."nominations_from" is null and "elections"."nominations_to" is null) or ("elections"."nominations_to" >= "elections"."nominations_from" and "elections"."nominations_to" < "elections"."voting_from"))
);
--> statement-breakpoint
CREATE TABLE "election_nominations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "election_nominations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"race_id" integer NOT NULL,
	"nominee_id" integer NOT NULL,
	"nominated_by_id" integer,
	"status" text NOT NULL,
	"statement" text DEFAULT '' NOT NULL,
	"photo_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "election_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "election_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"election_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "election_races" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "election_races_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"election_id" integer NOT NULL,
	"title" text NOT NULL,
	"seats" integer NOT NULL,
	"position" integer NOT NULL,
	"committee_id" integer,
	"regional_office_id" integer,
	CONSTRAINT "election_races_seats" CHECK ("election_races"."seats" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "committee_terms" ADD CONSTRAINT "committee_terms_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_terms" ADD CONSTRAINT "committee_terms_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committees" ADD CONSTRAINT "committees_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_voters" ADD CONSTRAINT "election_voters_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_voters" ADD CONSTRAINT "election_voters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_voters" ADD CONSTRAINT "election_voters_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elections" ADD CONSTRAINT "elections_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elections" ADD CONSTRAINT "elections_returning_officer_id_members_id_fk" FOREIGN KEY ("returning_officer_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elections" ADD CONSTRAINT "elections_created_by_id_members_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elections" ADD CONSTRAINT "elections_confirmed_by_id_members_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_nominations" ADD CONSTRAINT "election_nominations_race_id_election_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."election_races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_nominations" ADD CONSTRAINT "election_nominations_nominee_id_members_id_fk" FOREIGN KEY ("nominee_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_nominations" ADD CONSTRAINT "election_nominations_nominated_by_id_members_id_fk" FOREIGN KEY ("nominated_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_questions" ADD CONSTRAINT "election_questions_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_races" ADD CONSTRAINT "election_races_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_races" ADD CONSTRAINT "election_races_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_races" ADD CONSTRAINT "election_races_regional_office_id_regional_offices_id_fk" FOREIGN KEY ("regional_office_id") REFERENCES "public"."regional_offices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "committee_terms_committee_id_index" ON "committee_terms" USING btree ("committee_id");--> statement-breakpoint
CREATE INDEX "committee_terms_member_id_index" ON "committee_terms" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "committees_region_id_index" ON "committees" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "ballots_election_id_index" ON "ballots" USING btree ("election_id");--> statement-breakpoint
CREATE UNIQUE INDEX "election_voters_one_each" ON "election_voters" USING btree ("election_id","member_id",coalesce("associate_id", 0));--> statement-breakpoint
CREATE INDEX "election_voters_member_id_index" ON "election_voters" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "election_voters_associate_id_index" ON "election_voters" USING btree ("associate_id");--> statement-breakpoint
CREATE INDEX "elections_region_id_index" ON "elections" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "election_nominations_race_id_nominee_id_index" ON "election_nominations" USING btree ("race_id","nominee_id");--> statement-breakpoint
CREATE INDEX "election_nominations_nominee_id_index" ON "election_nominations" USING btree ("nominee_id");--> statement-breakpoint
CREATE INDEX "election_nominations_nominated_by_id_index" ON "election_nominations" USING btree ("nominated_by_id");--> statement-breakpoint
CREATE INDEX "election_questions_election_id_index" ON "election_questions" USING btree ("election_id");--> statement-breakpoint
CREATE INDEX "election_races_election_id_index" ON "election_races" USING btree ("election_id");--> statement-breakpoint
CREATE INDEX "election_races_committee_id_index" ON "election_races" USING btree ("committee_id");--> statement-breakpoint
CREATE INDEX "election_races_regional_office_id_index" ON "election_races" USING btree ("regional_office_id");--> statement-breakpoint
-- Issue 46: the club's board of directors, the committee a national election seats.
INSERT INTO "committees" ("key", "name", "description", "position", "created_at") VALUES
  ('board', 'Board of Directors', 'The club''s directors, elected by the members.', 1, now());
