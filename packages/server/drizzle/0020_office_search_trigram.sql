-- Issue 24: the office's search matches the full name and the zip code too; trigram indexes on exactly its expressions.
CREATE INDEX IF NOT EXISTS members_full_name_trgm ON members USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS members_zip_code_trgm ON members USING gin (lower(zip_code) gin_trgm_ops);
