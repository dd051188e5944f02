CREATE TABLE "claim_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "claim_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"import_id" integer,
	"token_hash" text,
	"code_hash" text,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "claim_links_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "claim_links_codeHash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"sheet" text NOT NULL,
	"row_no" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"outcome" text,
	"reasons" jsonb,
	"member_id" integer,
	"vehicle_id" integer,
	"created" boolean DEFAULT false NOT NULL,
	"before" jsonb
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"columns" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"car_columns" jsonb,
	"car_mapping" jsonb,
	"summary" jsonb,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" integer,
	"committed_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "members_email_unique";--> statement-breakpoint
ALTER TABLE "claim_links" ADD CONSTRAINT "claim_links_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_links" ADD CONSTRAINT "claim_links_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_links_member_id_index" ON "claim_links" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "claim_links_import_id_index" ON "claim_links" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "claim_links_sent_at_index" ON "claim_links" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "import_rows_import_id_sheet_row_no_index" ON "import_rows" USING btree ("import_id","sheet","row_no");--> statement-breakpoint
CREATE INDEX "import_rows_member_id_index" ON "import_rows" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "imports_created_at_index" ON "imports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_unique" ON "members" USING btree (lower("email")) WHERE "members"."email" <> '';