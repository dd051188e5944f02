-- Issue 27: the order of a car's chain of owners, so that earlier owners a registry file brings go before its first link.
ALTER TABLE "vehicle_ownerships" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;
