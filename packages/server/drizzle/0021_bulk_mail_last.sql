-- Issue 24: mail sent to one member for one reason goes before the bulk of a reminders run or an announcement.
DROP INDEX "outbox_status_index";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "bulk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_status_bulk_id_index" ON "outbox" USING btree ("status","bulk","id");