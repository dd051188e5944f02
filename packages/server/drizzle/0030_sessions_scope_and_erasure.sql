ALTER TABLE "sessions" ADD COLUMN "scope" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "forget_once_sent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "password_set_at" timestamp with time zone;--> statement-breakpoint
-- hand-written:
-- Issue 39: the trail stays append-only, except for an erasure taking the erased member's name out of it: the
-- erasure's transaction turns club.audit_erasure on for its own statements (audit.repository.ts, rewriteEntries) and
-- off again; updates are let through then only, deletes never.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('club.audit_erasure', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'the audit trail cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;
