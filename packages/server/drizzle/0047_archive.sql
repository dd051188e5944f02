CREATE TABLE "archive_issues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "archive_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"publication" text NOT NULL,
	"title" text NOT NULL,
	"volume" text,
	"number" text,
	"issue_date" date NOT NULL,
	"members_only" boolean DEFAULT true NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_bytes" integer NOT NULL,
	"page_count" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"match_from_page" integer,
	"uploaded_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "archive_issues_fileKey_unique" UNIQUE("file_key")
);
--> statement-breakpoint
CREATE TABLE "archive_mentions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "archive_mentions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"issue_id" integer NOT NULL,
	"page_no" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"found_by" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"suggested_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive_pages" (
	"issue_id" integer NOT NULL,
	"page_no" integer NOT NULL,
	"text" text NOT NULL,
	"ocr" boolean NOT NULL,
	"words" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "archive_pages"."text")) STORED NOT NULL,
	"thumbnail_key" text,
	"image_key" text,
	CONSTRAINT "archive_pages_issue_id_page_no_pk" PRIMARY KEY("issue_id","page_no")
);
--> statement-breakpoint
CREATE TABLE "archive_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "archive_issues" ADD CONSTRAINT "archive_issues_uploaded_by_members_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_mentions" ADD CONSTRAINT "archive_mentions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_mentions" ADD CONSTRAINT "archive_mentions_suggested_by_members_id_fk" FOREIGN KEY ("suggested_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_mentions" ADD CONSTRAINT "archive_mentions_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_mentions" ADD CONSTRAINT "archive_mentions_issue_id_page_no_archive_pages_issue_id_page_no_fk" FOREIGN KEY ("issue_id","page_no") REFERENCES "public"."archive_pages"("issue_id","page_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_pages" ADD CONSTRAINT "archive_pages_issue_id_archive_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."archive_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archive_issues_date_idx" ON "archive_issues" USING btree ("issue_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "archive_issues_uploaded_by_index" ON "archive_issues" USING btree ("uploaded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "archive_mentions_page_car" ON "archive_mentions" USING btree ("issue_id","page_no","vehicle_id");--> statement-breakpoint
CREATE INDEX "archive_mentions_vehicle_id_index" ON "archive_mentions" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "archive_mentions_status_created_at_index" ON "archive_mentions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "archive_mentions_suggested_by_index" ON "archive_mentions" USING btree ("suggested_by");--> statement-breakpoint
CREATE INDEX "archive_mentions_decided_by_index" ON "archive_mentions" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "archive_pages_words_idx" ON "archive_pages" USING gin ("words");--> statement-breakpoint
CREATE INDEX "archive_words_trgm_idx" ON "archive_words" USING gin ("word" gin_trgm_ops);