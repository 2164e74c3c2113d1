ALTER TABLE "product_categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_rules" ADD COLUMN "channel_id" bigint;--> statement-breakpoint
ALTER TABLE "bonus_rules" ADD CONSTRAINT "bonus_rules_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;