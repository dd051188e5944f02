-- Issue 24: the beat of each running job, so a job whose process died is taken up again within a minute.
CREATE TABLE "job_leases" (
	"job_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
