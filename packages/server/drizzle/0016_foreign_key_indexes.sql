CREATE INDEX "announcement_recipients_member_id_index" ON "announcement_recipients" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "announcements_created_by_index" ON "announcements" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "donations_invoice_id_index" ON "donations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "events_region_id_index" ON "events" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "imports_created_by_index" ON "imports" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "national_memberships_national_plan_id_index" ON "national_memberships" USING btree ("national_plan_id");--> statement-breakpoint
CREATE INDEX "office_notes_author_id_index" ON "office_notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "refunds_actor_id_index" ON "refunds" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "regional_administrators_region_id_index" ON "regional_administrators" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "regions_country_code_index" ON "regions" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "registrations_vehicle_id_index" ON "registrations" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "unsettled_captures_invoice_id_index" ON "unsettled_captures" USING btree ("invoice_id");