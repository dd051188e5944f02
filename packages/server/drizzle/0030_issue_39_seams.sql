ALTER TABLE "registrations" DROP CONSTRAINT "registrations_vehicle_id_vehicles_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_claims" DROP CONSTRAINT "vehicle_claims_vehicle_id_vehicles_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_ownerships" DROP CONSTRAINT "vehicle_ownerships_vehicle_id_vehicles_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_transfers" DROP CONSTRAINT "vehicle_transfers_vehicle_id_vehicles_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "scope" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "forget_once_sent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "password_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_claims" ADD COLUMN "claimed_from_id" integer;--> statement-breakpoint
ALTER TABLE "vehicle_claims" ADD COLUMN "owner_answer" text;--> statement-breakpoint
ALTER TABLE "vehicle_claims" ADD COLUMN "owner_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_ownerships" ADD COLUMN "ended_how" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_claims" ADD CONSTRAINT "vehicle_claims_claimed_from_id_members_id_fk" FOREIGN KEY ("claimed_from_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_claims" ADD CONSTRAINT "vehicle_claims_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_ownerships" ADD CONSTRAINT "vehicle_ownerships_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_transfers" ADD CONSTRAINT "vehicle_transfers_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_claims_claimed_from_id_index" ON "vehicle_claims" USING btree ("claimed_from_id");--> statement-breakpoint
-- hand-written (issue 39): a claim waiting before issue 39 was made against the garage the car is in now.
UPDATE "vehicle_claims" SET "claimed_from_id" = "vehicles"."member_id" FROM "vehicles" WHERE "vehicles"."id" = "vehicle_claims"."vehicle_id" AND "vehicle_claims"."status" = 'pending';
--> statement-breakpoint
-- hand-written (issue 39):
-- Issue 39: the trail stays append-only, except for an erasure taking the erased member's name out of it: the
-- erasure's transaction turns club.audit_erasure on for its own statements (audit.repository.ts, rewriteEntries) and
-- off again; updates are let through then only, deletes never.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('club.audit_erasure', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'the audit trail cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
-- hand-written (issue 39):
-- Issue 39: an event's items get ids (1, 2, … in the order the office listed them), and each item a registration
-- bought names its item by that id (matched by label, as registrations named them before; null for an item the office
-- has since removed), so item limits are counted by id.
UPDATE "events" SET "items" = (
  SELECT jsonb_agg(listed.item || jsonb_build_object('id', listed.position) ORDER BY listed.position)
  FROM jsonb_array_elements("events"."items") WITH ORDINALITY AS listed(item, position)
) WHERE jsonb_array_length("items") > 0;--> statement-breakpoint
UPDATE "registrations" SET "items" = (
  SELECT jsonb_agg(
    bought.item || jsonb_build_object('itemId', (
      SELECT (offered.item->>'id')::int
      FROM "events", jsonb_array_elements("events"."items") AS offered(item)
      WHERE "events"."id" = "registrations"."event_id"
        AND lower(offered.item->>'label') = lower(bought.item->>'label')
      LIMIT 1
    ))
    ORDER BY bought.position
  )
  FROM jsonb_array_elements("registrations"."items") WITH ORDINALITY AS bought(item, position)
) WHERE jsonb_array_length("items") > 0;
