CREATE TABLE "reconciliations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"payments_checked" integer DEFAULT 0 NOT NULL,
	"refunds_checked" integer DEFAULT 0 NOT NULL,
	"unbalanced" jsonb DEFAULT '{"payments":[],"refunds":[]}'::jsonb NOT NULL
);
