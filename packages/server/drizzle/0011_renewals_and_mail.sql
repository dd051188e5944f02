CREATE TABLE "announcement_recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcement_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"announcement_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"unsubscribe_token_hash" text NOT NULL,
	"outbox_id" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcement_recipients_unsubscribeTokenHash_unique" UNIQUE("unsubscribe_token_hash")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"segment" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"total" integer DEFAULT 0 NOT NULL,
	"send_started_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_bounces" (
	"address" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"outbox_id" integer,
	"bounced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"cycle" date NOT NULL,
	"step" text NOT NULL,
	"channel" text NOT NULL,
	"run_on" date NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "renewal_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"short_code_hash" text NOT NULL,
	"cycle" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "renewal_links_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "renewal_links_shortCodeHash_unique" UNIQUE("short_code_hash")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "bulk_mail_opt_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_log" ADD CONSTRAINT "reminder_log_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_links" ADD CONSTRAINT "renewal_links_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "announcement_recipients_announcement_id_member_id_index" ON "announcement_recipients" USING btree ("announcement_id","member_id");--> statement-breakpoint
CREATE INDEX "announcement_recipients_announcement_id_status_index" ON "announcement_recipients" USING btree ("announcement_id","status");--> statement-breakpoint
CREATE INDEX "announcements_created_at_index" ON "announcements" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_log_member_id_cycle_step_index" ON "reminder_log" USING btree ("member_id","cycle","step");--> statement-breakpoint
CREATE INDEX "reminder_log_run_on_index" ON "reminder_log" USING btree ("run_on");--> statement-breakpoint
CREATE INDEX "renewal_links_member_id_index" ON "renewal_links" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "renewal_links_expires_at_index" ON "renewal_links" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_member_id_index" ON "outbox" USING btree ("member_id");