-- Issue 27: cars outside any garage and sales outside the club, numbers shown by choice, identity claims, and the Full Classic list with its petitions.
CREATE TABLE "classic_petitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classic_petitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"make_id" integer NOT NULL,
	"model" text NOT NULL,
	"first_year" integer NOT NULL,
	"last_year" integer NOT NULL,
	"evidence" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"classic_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"make_id" integer NOT NULL,
	"series" text,
	"first_year" integer NOT NULL,
	"last_year" integer NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_claim_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_claim_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"claim_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vehicle_claim_documents_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "vehicle_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" DROP CONSTRAINT "vehicles_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_transfers" ALTER COLUMN "buyer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_ownerships" ADD COLUMN "owner_name" text;--> statement-breakpoint
ALTER TABLE "vehicle_ownerships" ADD COLUMN "owner_place" text;--> statement-breakpoint
ALTER TABLE "vehicle_transfers" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "vehicle_transfers" ADD COLUMN "buyer_place" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "show_numbers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "identifier_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "classic_petitions" ADD CONSTRAINT "classic_petitions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classic_petitions" ADD CONSTRAINT "classic_petitions_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classic_petitions" ADD CONSTRAINT "classic_petitions_decided_by_id_members_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classic_petitions" ADD CONSTRAINT "classic_petitions_classic_id_classics_id_fk" FOREIGN KEY ("classic_id") REFERENCES "public"."classics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classics" ADD CONSTRAINT "classics_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_claim_documents" ADD CONSTRAINT "vehicle_claim_documents_claim_id_vehicle_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."vehicle_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_claims" ADD CONSTRAINT "vehicle_claims_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_claims" ADD CONSTRAINT "vehicle_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_claims" ADD CONSTRAINT "vehicle_claims_decided_by_id_members_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classic_petitions_status_index" ON "classic_petitions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "classic_petitions_member_id_index" ON "classic_petitions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "classics_make_id_index" ON "classics" USING btree ("make_id");--> statement-breakpoint
CREATE INDEX "vehicle_claim_documents_claim_id_index" ON "vehicle_claim_documents" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_claims_one_pending" ON "vehicle_claims" USING btree ("vehicle_id","member_id") WHERE "vehicle_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "vehicle_claims_status_index" ON "vehicle_claims" USING btree ("status");--> statement-breakpoint
CREATE INDEX "vehicle_claims_member_id_index" ON "vehicle_claims" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;