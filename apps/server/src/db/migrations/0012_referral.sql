CREATE TABLE "referral_months" (
	"earner_id" bigint NOT NULL,
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "referral_months_earner_id_month_currency_pk" PRIMARY KEY("earner_id","month","currency")
);
--> statement-breakpoint
CREATE TABLE "referral_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"inviter_reward" bigint NOT NULL,
	"recharge_bp" integer NOT NULL,
	"first_recharge_bp" integer NOT NULL,
	"purchase_bp" integer NOT NULL,
	"monthly_cap" bigint NOT NULL,
	CONSTRAINT "referral_rates_sane" CHECK ("referral_rates"."inviter_reward" >= 0 and "referral_rates"."monthly_cap" >= 0 and "referral_rates"."recharge_bp" between 0 and 10000 and "referral_rates"."first_recharge_bp" between 0 and 10000 and "referral_rates"."purchase_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "referral_rebates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"event_key" text NOT NULL,
	"earner_id" bigint NOT NULL,
	"source_user_id" bigint NOT NULL,
	"order_id" bigint,
	"basis_amount" bigint DEFAULT 0 NOT NULL,
	"basis_currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"journal_id" bigint,
	"settle_journal_id" bigint,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "referral_rebates" ADD CONSTRAINT "referral_rebates_earner_id_users_id_fk" FOREIGN KEY ("earner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rebates" ADD CONSTRAINT "referral_rebates_source_user_id_users_id_fk" FOREIGN KEY ("source_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rebates_event_uq" ON "referral_rebates" USING btree ("type","event_key");--> statement-breakpoint
CREATE INDEX "referral_rebates_earner_idx" ON "referral_rebates" USING btree ("earner_id","id");--> statement-breakpoint
CREATE INDEX "referral_rebates_pending_idx" ON "referral_rebates" USING btree ("order_id") WHERE "referral_rebates"."status" = 'pending';