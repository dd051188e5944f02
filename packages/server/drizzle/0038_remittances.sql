CREATE TABLE "remittances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remittances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"region_id" integer NOT NULL,
	"sent_on" date NOT NULL,
	"amount" integer NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_recorded_by_members_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remittances_region_id_sent_on_index" ON "remittances" USING btree ("region_id","sent_on");--> statement-breakpoint
CREATE INDEX "remittances_recorded_by_index" ON "remittances" USING btree ("recorded_by");