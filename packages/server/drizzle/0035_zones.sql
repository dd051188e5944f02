CREATE TABLE "zone_regions" (
	"zone_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	CONSTRAINT "zone_regions_zone_id_region_id_pk" PRIMARY KEY("zone_id","region_id"),
	CONSTRAINT "zone_regions_regionId_unique" UNIQUE("region_id")
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "zones_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "zone_regions" ADD CONSTRAINT "zone_regions_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_regions" ADD CONSTRAINT "zone_regions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;