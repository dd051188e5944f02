ALTER TABLE "vehicle_claims" ADD COLUMN "claimed_from_id" integer;--> statement-breakpoint
ALTER TABLE "vehicle_claims" ADD COLUMN "owner_answer" text;--> statement-breakpoint
ALTER TABLE "vehicle_claims" ADD COLUMN "owner_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_claims" ADD CONSTRAINT "vehicle_claims_claimed_from_id_members_id_fk" FOREIGN KEY ("claimed_from_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_claims_claimed_from_id_index" ON "vehicle_claims" USING btree ("claimed_from_id");--> statement-breakpoint
-- hand-written: a claim waiting before issue 39 was made against the garage the car is in now.
UPDATE "vehicle_claims" SET "claimed_from_id" = "vehicles"."member_id" FROM "vehicles" WHERE "vehicles"."id" = "vehicle_claims"."vehicle_id" AND "vehicle_claims"."status" = 'pending';
