-- Security counters shared by every instance through PostgreSQL (lib/pg-limiter.ts): guessing budgets and
-- quotas when no Redis is configured, and everything Redis counts while it is unreachable.
CREATE TABLE "limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone DEFAULT now() NOT NULL,
	"running" integer DEFAULT 0 NOT NULL,
	"running_until" timestamp with time zone DEFAULT now() NOT NULL
);
