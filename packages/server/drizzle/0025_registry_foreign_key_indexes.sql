-- Issue 27: an index for each foreign key of the claims and petitions (a deleted member or make is found at once).
CREATE INDEX "classic_petitions_make_id_index" ON "classic_petitions" USING btree ("make_id");--> statement-breakpoint
CREATE INDEX "classic_petitions_decided_by_id_index" ON "classic_petitions" USING btree ("decided_by_id");--> statement-breakpoint
CREATE INDEX "classic_petitions_classic_id_index" ON "classic_petitions" USING btree ("classic_id");--> statement-breakpoint
CREATE INDEX "vehicle_claims_decided_by_id_index" ON "vehicle_claims" USING btree ("decided_by_id");