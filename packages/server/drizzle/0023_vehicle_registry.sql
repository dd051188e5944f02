-- Issue 27: each car's chain of owners (every car so far starts one, with its owner) and transfers between members.
CREATE TABLE "vehicle_ownerships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_ownerships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_id" integer NOT NULL,
	"member_id" integer,
	"started_on" date,
	"ended_on" date,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"sold_on" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vehicle_ownerships" ADD CONSTRAINT "vehicle_ownerships_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_ownerships" ADD CONSTRAINT "vehicle_ownerships_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_transfers" ADD CONSTRAINT "vehicle_transfers_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_transfers" ADD CONSTRAINT "vehicle_transfers_seller_id_members_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_transfers" ADD CONSTRAINT "vehicle_transfers_buyer_id_members_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_ownerships_vehicle_id_index" ON "vehicle_ownerships" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicle_ownerships_member_id_index" ON "vehicle_ownerships" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_transfers_one_pending" ON "vehicle_transfers" USING btree ("vehicle_id") WHERE "vehicle_transfers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "vehicle_transfers_buyer_id_index" ON "vehicle_transfers" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "vehicle_transfers_seller_id_index" ON "vehicle_transfers" USING btree ("seller_id");--> statement-breakpoint
INSERT INTO "vehicle_ownerships" ("vehicle_id", "member_id", "source", "created_at")
SELECT "id", "member_id", 'registered', "created_at" FROM "vehicles";
