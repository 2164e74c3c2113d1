CREATE TABLE "flight_bookings" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"ticket_id" bigint NOT NULL,
	"cabin" text NOT NULL,
	"seats" integer NOT NULL,
	"ticket_price" bigint NOT NULL,
	"promo" boolean NOT NULL,
	"booking_ref" text NOT NULL,
	"changes_made" integer DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_quotes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"fee" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"ticket_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travellers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"id_expiry" date,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "airline_tickets_route_idx";--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_ticket_id_airline_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."airline_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_quotes" ADD CONSTRAINT "order_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_quotes" ADD CONSTRAINT "order_quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travellers" ADD CONSTRAINT "travellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_bookings_ticket_idx" ON "flight_bookings" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_bookings_ref_uq" ON "flight_bookings" USING btree ("booking_ref");--> statement-breakpoint
CREATE INDEX "order_quotes_order_idx" ON "order_quotes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "travellers_document_uq" ON "travellers" USING btree ("user_id","id_type","id_number");--> statement-breakpoint
CREATE INDEX "airline_tickets_airports_idx" ON "airline_tickets" USING btree ("from_airport","to_airport","depart_at");