CREATE TABLE "region_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "region_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"region_id" integer NOT NULL,
	"author_member_id" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"members_only" boolean NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "newsletter_region_id" integer;--> statement-breakpoint
ALTER TABLE "region_posts" ADD CONSTRAINT "region_posts_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_posts" ADD CONSTRAINT "region_posts_author_member_id_members_id_fk" FOREIGN KEY ("author_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "region_posts_region_id_published_at_index" ON "region_posts" USING btree ("region_id","published_at");--> statement-breakpoint
CREATE INDEX "region_posts_author_member_id_index" ON "region_posts" USING btree ("author_member_id");--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_newsletter_region_id_regions_id_fk" FOREIGN KEY ("newsletter_region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_newsletter_region_id_created_at_index" ON "announcements" USING btree ("newsletter_region_id","created_at");