-- Every beat is written with the database clock explicitly (job-queue.ts); the unused default goes with the schema.
ALTER TABLE "job_leases" ALTER COLUMN "beat_at" DROP DEFAULT;