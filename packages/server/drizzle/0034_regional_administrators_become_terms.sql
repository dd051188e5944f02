-- Issue 42: the offices every club starts with, and issue 14's appointments become open terms of "Regional
-- administrator" that began the day before (the club's day may still be yesterday in UTC), ended by the office.
INSERT INTO "regional_offices" ("key", "title", "position") VALUES
	('director', 'Director', 1),
	('treasurer', 'Treasurer', 2),
	('membership_chair', 'Membership chair', 3),
	('events_chair', 'Events chair', 4),
	('newsletter_editor', 'Newsletter editor', 5),
	('judging_chair', 'Judging chair', 6),
	('administrator', 'Regional administrator', 7);--> statement-breakpoint
INSERT INTO "officer_terms" ("region_id", "office_id", "member_id", "starts_on", "ends_on", "status", "created_at")
	SELECT "region_id", (SELECT "id" FROM "regional_offices" WHERE "key" = 'administrator'), "member_id",
		current_date - 1, NULL, 'confirmed', now()
	FROM "regional_administrators";--> statement-breakpoint
DROP TABLE "regional_administrators" CASCADE;
