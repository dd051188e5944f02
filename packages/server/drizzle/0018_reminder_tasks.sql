-- Issue 24: the reminders run, letters and labels as tasks of a job (their PDFs kept a day), and a letter's code kept to be reprinted.
CREATE TABLE "reminder_tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"file_name" text,
	"file" "bytea",
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "renewal_links" ADD COLUMN "letter_code" text;--> statement-breakpoint
ALTER TABLE "reminder_tasks" ADD CONSTRAINT "reminder_tasks_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_tasks_status_created_at_index" ON "reminder_tasks" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reminder_tasks_created_at_index" ON "reminder_tasks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reminder_tasks_created_by_index" ON "reminder_tasks" USING btree ("created_by");