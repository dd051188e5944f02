CREATE TABLE "volunteer_roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "volunteer_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"places" integer NOT NULL,
	"time" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteer_sign_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "volunteer_sign_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"role_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "election_voters" ADD COLUMN "link_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "volunteer_roles" ADD CONSTRAINT "volunteer_roles_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_sign_ups" ADD CONSTRAINT "volunteer_sign_ups_role_id_volunteer_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."volunteer_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_sign_ups" ADD CONSTRAINT "volunteer_sign_ups_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "volunteer_roles_event_id_position_index" ON "volunteer_roles" USING btree ("event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_sign_ups_once" ON "volunteer_sign_ups" USING btree ("role_id","member_id");--> statement-breakpoint
CREATE INDEX "volunteer_sign_ups_member_id_index" ON "volunteer_sign_ups" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "elections_returning_officer_id_index" ON "elections" USING btree ("returning_officer_id");--> statement-breakpoint
CREATE INDEX "elections_created_by_id_index" ON "elections" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "elections_confirmed_by_id_index" ON "elections" USING btree ("confirmed_by_id");