CREATE TABLE "wallet_devices" (
	"device_library_identifier" text NOT NULL,
	"pass_id" integer NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_devices_device_library_identifier_pass_id_pk" PRIMARY KEY("device_library_identifier","pass_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_passes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"serial_number" text NOT NULL,
	"auth_token_hash" text NOT NULL,
	"facts_hash" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_passes_memberId_unique" UNIQUE("member_id"),
	CONSTRAINT "wallet_passes_serialNumber_unique" UNIQUE("serial_number")
);
--> statement-breakpoint
ALTER TABLE "wallet_devices" ADD CONSTRAINT "wallet_devices_pass_id_wallet_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."wallet_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_devices_pass_id_idx" ON "wallet_devices" USING btree ("pass_id");