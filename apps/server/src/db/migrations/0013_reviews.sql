CREATE TABLE "evaluation_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"evaluation_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "evaluations_merchant_idx";--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "prior_rating" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "prior_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "merchants" SET "prior_rating" = "rating", "prior_count" = "rating_count";--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "merchant_id" bigint;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "reply_content" text;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "reply_operator_id" bigint;--> statement-breakpoint
ALTER TABLE "evaluation_reports" ADD CONSTRAINT "evaluation_reports_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_reports" ADD CONSTRAINT "evaluation_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_reports_uq" ON "evaluation_reports" USING btree ("evaluation_id","user_id");--> statement-breakpoint
CREATE INDEX "evaluation_reports_open_idx" ON "evaluation_reports" USING btree ("created_at") WHERE "evaluation_reports"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "evaluations_product_idx" ON "evaluations" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "evaluations_user_idx" ON "evaluations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "evaluations_merchant_idx" ON "evaluations" USING btree ("merchant_id","created_at");