ALTER TABLE "judging_setups" ADD COLUMN "senior_cars" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "judging_setups" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "judging_setups" ADD COLUMN "withdrawal_reason" text;--> statement-breakpoint
-- hand-written: the cars already made Senior by published results, from the publishing's trail, so a withdrawal
-- within its 14 days takes them back too.
UPDATE "judging_setups" AS "setup" SET "senior_cars" = COALESCE((
  SELECT "after"->'seniorCars' FROM "audit_log"
  WHERE "action" = 'judging_published' AND ("after"->>'eventId')::integer = "setup"."event_id"
  ORDER BY "id" DESC LIMIT 1
), '[]'::jsonb)
WHERE "setup"."status" = 'published';
