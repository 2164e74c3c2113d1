-- Money in each currency as itself. Everything before this migration was US cents: every existing row
-- keeps its amounts and is labelled USD (balances are not converted); new rows always name their currency.
CREATE TABLE "fx_quotes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"order_id" bigint,
	"from_unit" text NOT NULL,
	"from_amount" bigint NOT NULL,
	"to_unit" text NOT NULL,
	"to_amount" bigint NOT NULL,
	"rate" numeric(30, 12) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fx_quotes_positive" CHECK ("fx_quotes"."from_amount" > 0 and "fx_quotes"."to_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_owner_uq";--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_fares" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_rules" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD COLUMN "quote_id" bigint;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_quote_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_unit" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_amount" bigint;--> statement-breakpoint
ALTER TABLE "fx_quotes" ADD CONSTRAINT "fx_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fx_quotes_user_idx" ON "fx_quotes" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_owner_currency_uq" UNIQUE NULLS NOT DISTINCT("kind","owner_id","currency");--> statement-breakpoint
UPDATE "ledger_entries" e SET "currency" = a."currency" FROM "ledger_accounts" a WHERE a."id" = e."account_id";--> statement-breakpoint
ALTER TABLE "merchants" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ticket_fares" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bonus_rules" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payment_channels" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "recharges" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "currency" DROP DEFAULT;
