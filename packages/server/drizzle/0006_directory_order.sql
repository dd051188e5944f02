-- The directory's and the export's sort keys, so a page of 500 is read in index order (issue 11).
DROP INDEX "members_last_name_index";--> statement-breakpoint
DROP INDEX "vehicles_year_index";--> statement-breakpoint
CREATE INDEX "members_directory_order" ON "members" USING btree (lower("last_name"),lower("first_name"),"member_no");--> statement-breakpoint
CREATE INDEX "members_last_name_member_no" ON "members" USING btree ("last_name","member_no");--> statement-breakpoint
CREATE INDEX "vehicles_year_id" ON "vehicles" USING btree ("year","id");--> statement-breakpoint
CREATE INDEX "vehicles_model_id" ON "vehicles" USING btree ("model","id");