CREATE TABLE "merchant_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"requested_by" bigint NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_payouts_positive" CHECK ("merchant_payouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "merchant_payouts" ADD CONSTRAINT "merchant_payouts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_payouts" ADD CONSTRAINT "merchant_payouts_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_payouts_merchant_idx" ON "merchant_payouts" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "merchant_payouts_status_idx" ON "merchant_payouts" USING btree ("status","id");