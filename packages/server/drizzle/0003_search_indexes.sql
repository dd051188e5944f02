-- The directory searches names, city and e-mail by partial, case-insensitive text (spec §7 members/search).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS members_last_name_trgm ON members USING gin (lower(last_name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS members_first_name_trgm ON members USING gin (lower(first_name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS members_city_trgm ON members USING gin (lower(city) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS members_email_trgm ON members USING gin (lower(email) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS members_country_state ON members (country, state);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS vehicles_model_trgm ON vehicles USING gin (lower(model) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS national_memberships_dues_expire ON national_memberships (dues_expire);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS regional_memberships_plan ON regional_memberships (regional_plan_id, dues_expire);
