-- Issue 29: judging at the meets: the judges' roster, each judged meet's setup, teams, entries and score sheets.
CREATE TABLE "judges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "judges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"level" text NOT NULL,
	"seminars" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "judges_memberId_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "judging_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "judging_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"class_code" text NOT NULL,
	"score" real,
	"award" text,
	"method" text,
	"sheet_count" integer DEFAULT 0 NOT NULL,
	"spread" real DEFAULT 0 NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"disqualified_by" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "judging_entries_registrationId_unique" UNIQUE("registration_id")
);
--> statement-breakpoint
CREATE TABLE "judging_setups" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"form" jsonb NOT NULL,
	"classes" jsonb NOT NULL,
	"thresholds" jsonb NOT NULL,
	"fewer_sheets" text DEFAULT 'average_all' NOT NULL,
	"spread_limit" real DEFAULT 15 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"tabulated_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"published_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judging_team_members" (
	"event_id" integer NOT NULL,
	"class_code" text NOT NULL,
	"judge_id" integer NOT NULL,
	"leader" boolean DEFAULT false NOT NULL,
	CONSTRAINT "judging_team_members_event_id_class_code_judge_id_pk" PRIMARY KEY("event_id","class_code","judge_id")
);
--> statement-breakpoint
CREATE TABLE "score_sheets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "score_sheets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	"deductions" jsonb NOT NULL,
	"total_deducted" real NOT NULL,
	"notes" text,
	"disqualified_by" text,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "judges" ADD CONSTRAINT "judges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_entries" ADD CONSTRAINT "judging_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_entries" ADD CONSTRAINT "judging_entries_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_setups" ADD CONSTRAINT "judging_setups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_setups" ADD CONSTRAINT "judging_setups_published_by_members_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_team_members" ADD CONSTRAINT "judging_team_members_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_team_members" ADD CONSTRAINT "judging_team_members_judge_id_judges_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."judges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_sheets" ADD CONSTRAINT "score_sheets_entry_id_judging_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."judging_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_sheets" ADD CONSTRAINT "score_sheets_judge_id_judges_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."judges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "judging_entries_event_id_class_code_index" ON "judging_entries" USING btree ("event_id","class_code");--> statement-breakpoint
CREATE INDEX "judging_setups_published_by_index" ON "judging_setups" USING btree ("published_by");--> statement-breakpoint
CREATE INDEX "judging_team_members_judge_id_index" ON "judging_team_members" USING btree ("judge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "score_sheets_one_per_judge" ON "score_sheets" USING btree ("entry_id","judge_id");--> statement-breakpoint
CREATE INDEX "score_sheets_judge_id_index" ON "score_sheets" USING btree ("judge_id");