ALTER TABLE "zones" DROP CONSTRAINT "zones_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "zones_name_unique" ON "zones" USING btree (lower("name"));