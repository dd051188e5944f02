DROP INDEX "import_rows_member_id_index";--> statement-breakpoint
DROP INDEX "import_rows_vehicle_id_index";--> statement-breakpoint
CREATE INDEX "import_rows_member_id_index" ON "import_rows" USING btree ("member_id") WHERE "import_rows"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "import_rows_vehicle_id_index" ON "import_rows" USING btree ("vehicle_id") WHERE "import_rows"."vehicle_id" is not null;