CREATE TABLE "unsettled_captures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unsettled_captures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"capture_id" text NOT NULL,
	"invoice_id" integer,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"refund_id" text,
	"refund_status" text NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "unsettled_captures_captureId_unique" UNIQUE("capture_id")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "priced_at" timestamp with time zone;--> statement-breakpoint
UPDATE "invoices" SET "priced_at" = "created_at";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "priced_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "live_provider_order_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "capture_started_at" timestamp with time zone;--> statement-breakpoint
UPDATE "invoices" SET "live_provider_order_id" = (
	SELECT "provider_order_id" FROM "provider_orders" WHERE "provider_orders"."invoice_id" = "invoices"."id" ORDER BY "id" DESC LIMIT 1
) WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "unsettled_captures" ADD CONSTRAINT "unsettled_captures_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;