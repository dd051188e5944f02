-- Issue 30: the members' privacy choices, their consent log, the messages relayed between members, and requests to leave the club.
CREATE TABLE "consent_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"choice" jsonb NOT NULL,
	"how" text NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasure_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erasure_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"member_no" integer NOT NULL,
	"reason" text,
	"status" text DEFAULT 'open' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"due_on" date NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"refusal" text
);
--> statement-breakpoint
CREATE TABLE "privacy_choices" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"show_in_directory" boolean NOT NULL,
	"show_address" boolean NOT NULL,
	"show_phones" boolean NOT NULL,
	"show_email" boolean NOT NULL,
	"allow_club_mail" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relayed_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "relayed_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_choices" ADD CONSTRAINT "privacy_choices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relayed_messages" ADD CONSTRAINT "relayed_messages_sender_id_members_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relayed_messages" ADD CONSTRAINT "relayed_messages_recipient_id_members_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_member_id_at_index" ON "consent_events" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "consent_events_actor_id_index" ON "consent_events" USING btree ("actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_requests_one_open" ON "erasure_requests" USING btree ("member_id") WHERE "erasure_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "erasure_requests_member_id_index" ON "erasure_requests" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "erasure_requests_status_due_on_index" ON "erasure_requests" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "erasure_requests_decided_by_index" ON "erasure_requests" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "relayed_messages_sender_id_sent_at_index" ON "relayed_messages" USING btree ("sender_id","sent_at");--> statement-breakpoint
CREATE INDEX "relayed_messages_recipient_id_index" ON "relayed_messages" USING btree ("recipient_id");