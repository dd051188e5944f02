-- Issue 24: when a run of an import's commit took it up after another stopped mid-way, for the office's import page.
ALTER TABLE "imports" ADD COLUMN "resumed_at" timestamp with time zone;