ALTER TABLE "registrations" DROP CONSTRAINT "registrations_vehicle_id_vehicles_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_claims" DROP CONSTRAINT "vehicle_claims_vehicle_id_vehicles_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_ownerships" DROP CONSTRAINT "vehicle_ownerships_vehicle_id_vehicles_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_transfers" DROP CONSTRAINT "vehicle_transfers_vehicle_id_vehicles_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_ownerships" ADD COLUMN "ended_how" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_claims" ADD CONSTRAINT "vehicle_claims_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_ownerships" ADD CONSTRAINT "vehicle_ownerships_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_transfers" ADD CONSTRAINT "vehicle_transfers_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;