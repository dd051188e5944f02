CREATE TABLE "zone_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zone_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"zone_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "zone_terms_days" CHECK ("zone_terms"."ends_on" is null or "zone_terms"."ends_on" >= "zone_terms"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "zone_terms" ADD CONSTRAINT "zone_terms_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_terms" ADD CONSTRAINT "zone_terms_office_id_regional_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."regional_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_terms" ADD CONSTRAINT "zone_terms_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zone_terms_member_id_index" ON "zone_terms" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "zone_terms_zone_id_index" ON "zone_terms" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "zone_terms_office_id_index" ON "zone_terms" USING btree ("office_id");