CREATE TABLE "listing_enquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_enquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_images_storageKey_unique" UNIQUE("storage_key"),
	CONSTRAINT "listing_images_thumbnailKey_unique" UNIQUE("thumbnail_key")
);
--> statement-breakpoint
CREATE TABLE "listing_inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "listing_inquiries_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"reporter_id" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"vehicle_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price" integer,
	"city" text NOT NULL,
	"state" text,
	"country" text NOT NULL,
	"contact_choice" jsonb NOT NULL,
	"fact_choice" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"sold_at" timestamp with time zone,
	"transfer_id" integer,
	"closed_at" timestamp with time zone,
	"removal_reason" text,
	"invoice_id" integer,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_enquiries" ADD CONSTRAINT "listing_enquiries_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_enquiries" ADD CONSTRAINT "listing_enquiries_sender_id_members_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_inquiries" ADD CONSTRAINT "listing_inquiries_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_members_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_transfer_id_vehicle_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."vehicle_transfers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_enquiries_listing_id_index" ON "listing_enquiries" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_enquiries_sender_id_sent_at_index" ON "listing_enquiries" USING btree ("sender_id","sent_at");--> statement-breakpoint
CREATE INDEX "listing_images_listing_id_index" ON "listing_images" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_inquiries_listing_id_index" ON "listing_inquiries" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_inquiries_created_at_index" ON "listing_inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "listing_reports_listing_id_index" ON "listing_reports" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_reports_reporter_id_index" ON "listing_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "listings_member_id_index" ON "listings" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "listings_vehicle_id_index" ON "listings" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "listings_transfer_id_index" ON "listings" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "listings_invoice_id_index" ON "listings" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "listings_shown_idx" ON "listings" USING btree ("published_at" DESC NULLS LAST) WHERE "listings"."status" in ('active', 'sold');--> statement-breakpoint
CREATE INDEX "listings_status_idx" ON "listings" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "listings_words_idx" ON "listings" USING gin (to_tsvector('simple', "title" || ' ' || "description"));--> statement-breakpoint
CREATE UNIQUE INDEX "listings_one_open_per_car" ON "listings" USING btree ("vehicle_id") WHERE "listings"."status" in ('draft', 'awaiting_payment', 'awaiting_approval', 'active');