ALTER TABLE "imports" ADD COLUMN "member_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "car_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The imports uploaded before: their rows counted once, here.
UPDATE "imports" SET
	"member_rows" = (SELECT count(*) FROM "import_rows" WHERE "import_rows"."import_id" = "imports"."id" AND "import_rows"."sheet" = 'members'),
	"car_rows" = (SELECT count(*) FROM "import_rows" WHERE "import_rows"."import_id" = "imports"."id" AND "import_rows"."sheet" = 'cars');
