CREATE TABLE "payment_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"refund_id" integer,
	"region_id" integer,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_shares_refund_kind" CHECK (("payment_shares"."kind" = 'refunded') = ("payment_shares"."refund_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "payment_shares" ADD CONSTRAINT "payment_shares_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_shares" ADD CONSTRAINT "payment_shares_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_shares" ADD CONSTRAINT "payment_shares_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_shares_region_id_at_index" ON "payment_shares" USING btree ("region_id","at");--> statement-breakpoint
CREATE INDEX "payment_shares_payment_id_index" ON "payment_shares" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_shares_refund_id_index" ON "payment_shares" USING btree ("refund_id");--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_items_region_id_index" ON "invoice_items" USING btree ("region_id");--> statement-breakpoint
-- Issue 42: the lines of invoices opened before this migration get their region, as the pricing now writes it: the
-- n-th regional line (and the associate's line after it) is the n-th regional plan the member chose.
UPDATE "invoice_items" SET "region_id" = "regional_plans"."region_id"
FROM (
  SELECT "invoice_items"."id", "invoices"."selections",
    count(*) FILTER (WHERE "invoice_items"."kind" = 'regional')
      OVER (PARTITION BY "invoice_items"."invoice_id" ORDER BY "invoice_items"."position") AS "n"
  FROM "invoice_items" JOIN "invoices" ON "invoices"."id" = "invoice_items"."invoice_id"
  WHERE "invoices"."kind" IN ('join', 'renewal')
) AS "numbered"
JOIN "regional_plans"
  ON "regional_plans"."id" = ("numbered"."selections" -> 'regionalPlans' -> ("numbered"."n"::int - 1) ->> 'regionalId')::int
WHERE "invoice_items"."id" = "numbered"."id" AND "invoice_items"."kind" IN ('regional', 'regional_associate');
--> statement-breakpoint
-- A region's event earns the region every line.
UPDATE "invoice_items" SET "region_id" = "events"."region_id"
FROM "invoices"
JOIN "registrations" ON "registrations"."id" = ("invoices"."selections" ->> 'registrationId')::int
JOIN "events" ON "events"."id" = "registrations"."event_id"
WHERE "invoice_items"."invoice_id" = "invoices"."id" AND "invoices"."kind" = 'event' AND "events"."region_id" IS NOT NULL;
--> statement-breakpoint
-- The payments settled before: each region its lines, national its own and the fee (the club's setting is new, and
-- national kept every fee until now), as region-money.rules.ts shares a payment.
INSERT INTO "payment_shares" ("payment_id", "region_id", "kind", "amount", "at")
SELECT "payments"."id", "invoice_items"."region_id", 'collected', sum("invoice_items"."amount"), "payments"."created_at"
FROM "payments" JOIN "invoice_items" ON "invoice_items"."invoice_id" = "payments"."invoice_id"
WHERE "invoice_items"."region_id" IS NOT NULL
GROUP BY "payments"."id", "invoice_items"."region_id", "payments"."created_at"
HAVING sum("invoice_items"."amount") > 0;
--> statement-breakpoint
INSERT INTO "payment_shares" ("payment_id", "region_id", "kind", "amount", "at")
SELECT "payments"."id", NULL, "part"."kind", "part"."amount", "payments"."created_at"
FROM "payments"
CROSS JOIN LATERAL (
  SELECT coalesce(sum("amount") FILTER (WHERE "region_id" IS NULL), 0) AS "national",
    coalesce(sum("amount") FILTER (WHERE "region_id" IS NOT NULL), 0) AS "regional"
  FROM "invoice_items" WHERE "invoice_items"."invoice_id" = "payments"."invoice_id"
) AS "lines"
CROSS JOIN LATERAL (VALUES
  ('collected', least("lines"."national", "payments"."amount" - "lines"."regional")),
  ('fee', "payments"."amount" - "lines"."regional" - least("lines"."national", "payments"."amount" - "lines"."regional"))
) AS "part" ("kind", "amount")
WHERE "part"."amount" > 0;
--> statement-breakpoint
-- The refunds completed before: a region's part of a payment's refunds so far is its proportion of them rounded down,
-- national gives back the rest of each refund.
CREATE TEMPORARY TABLE "refund_region_parts" AS
WITH "ordered" AS (
  SELECT "refunds"."id", "refunds"."payment_id", "refunds"."amount", "refunds"."created_at", "payments"."amount" AS "paid",
    coalesce(sum("refunds"."amount") OVER (PARTITION BY "refunds"."payment_id" ORDER BY "refunds"."created_at", "refunds"."id"
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS "before"
  FROM "refunds" JOIN "payments" ON "payments"."id" = "refunds"."payment_id"
  WHERE "refunds"."status" = 'completed'
), "regional" AS (
  SELECT "payment_id", "region_id", sum("amount") AS "amount" FROM "payment_shares"
  WHERE "region_id" IS NOT NULL AND "refund_id" IS NULL GROUP BY "payment_id", "region_id"
)
SELECT "ordered"."id" AS "refund_id", "ordered"."payment_id", "regional"."region_id", "ordered"."created_at",
  ("ordered"."before" + "ordered"."amount") * "regional"."amount" / "ordered"."paid"
    - "ordered"."before" * "regional"."amount" / "ordered"."paid" AS "given"
FROM "ordered" JOIN "regional" ON "regional"."payment_id" = "ordered"."payment_id";
--> statement-breakpoint
INSERT INTO "payment_shares" ("payment_id", "refund_id", "region_id", "kind", "amount", "at")
SELECT "payment_id", "refund_id", "region_id", 'refunded', -"given", "created_at" FROM "refund_region_parts" WHERE "given" > 0;
--> statement-breakpoint
INSERT INTO "payment_shares" ("payment_id", "refund_id", "region_id", "kind", "amount", "at")
SELECT "refunds"."payment_id", "refunds"."id", NULL, 'refunded',
  -("refunds"."amount" - coalesce((SELECT sum("given") FROM "refund_region_parts" WHERE "refund_id" = "refunds"."id"), 0)),
  "refunds"."created_at"
FROM "refunds"
WHERE "refunds"."status" = 'completed'
  AND "refunds"."amount" - coalesce((SELECT sum("given") FROM "refund_region_parts" WHERE "refund_id" = "refunds"."id"), 0) > 0;
--> statement-breakpoint
DROP TABLE "refund_region_parts";
