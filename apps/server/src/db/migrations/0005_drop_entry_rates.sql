ALTER TABLE "ledger_entries" DROP COLUMN "rate_micros";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP COLUMN "local_amount";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP COLUMN "local_unit";