ALTER TABLE "pay_requests" ADD COLUMN "amount" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_requests" ADD COLUMN "currency" text NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_requests" ADD COLUMN "chat_group_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_requests_live_uq" ON "pay_requests" USING btree ("order_id") WHERE "pay_requests"."status" = 0;