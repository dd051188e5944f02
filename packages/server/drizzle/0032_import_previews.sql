CREATE TABLE "import_previews" (
	"import_id" integer PRIMARY KEY NOT NULL,
	"preview" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_previews" ADD CONSTRAINT "import_previews_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;