CREATE TABLE "officer_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "officer_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"region_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"status" text NOT NULL,
	"proposed_by_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "officer_terms_days" CHECK ("officer_terms"."ends_on" is null or "officer_terms"."ends_on" >= "officer_terms"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "regional_offices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regional_offices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "regional_offices_key_unique" UNIQUE("key"),
	CONSTRAINT "regional_offices_title_unique" UNIQUE("title")
);
--> statement-breakpoint
ALTER TABLE "officer_terms" ADD CONSTRAINT "officer_terms_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officer_terms" ADD CONSTRAINT "officer_terms_office_id_regional_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."regional_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officer_terms" ADD CONSTRAINT "officer_terms_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officer_terms" ADD CONSTRAINT "officer_terms_proposed_by_id_members_id_fk" FOREIGN KEY ("proposed_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "officer_terms_member_id_index" ON "officer_terms" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "officer_terms_region_id_office_id_index" ON "officer_terms" USING btree ("region_id","office_id");--> statement-breakpoint
CREATE INDEX "officer_terms_office_id_index" ON "officer_terms" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "officer_terms_proposed_by_id_index" ON "officer_terms" USING btree ("proposed_by_id");