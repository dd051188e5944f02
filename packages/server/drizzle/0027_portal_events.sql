-- Issue 28: events register in the portal (prices, window, cancellation, items), with statuses, holds and gate codes; mail carries attachments (the gate's QR code).
CREATE TABLE "calendar_keys" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_keys_keyHash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
DROP INDEX "registrations_event_id_index";--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "form_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "submission_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration" text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "prices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "car_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "car_eligibility" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_opens" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_closes" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancellation" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "associate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "guests" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "check_in_code" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "checked_in_by" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancelling_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "calendar_keys" ADD CONSTRAINT "calendar_keys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_checked_in_by_members_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_event_id_status_index" ON "registrations" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "registrations_invoice_id_index" ON "registrations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "registrations_checked_in_by_index" ON "registrations" USING btree ("checked_in_by");--> statement-breakpoint
CREATE INDEX "registrations_hold_until_index" ON "registrations" USING btree ("hold_until") WHERE "registrations"."hold_until" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_one_live_per_member" ON "registrations" USING btree ("event_id","member_id") WHERE "registrations"."submission_id" is null and "registrations"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_checkInCode_unique" UNIQUE("check_in_code");