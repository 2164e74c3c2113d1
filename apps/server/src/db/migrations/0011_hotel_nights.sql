CREATE TABLE "hotel_bookings" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"rooms" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_profiles" (
	"merchant_id" bigint PRIMARY KEY NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"check_in_time" text DEFAULT '14:00' NOT NULL,
	"check_out_time" text DEFAULT '12:00' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_room_nights" (
	"product_id" bigint NOT NULL,
	"merchant_id" bigint NOT NULL,
	"night" date NOT NULL,
	"total" integer NOT NULL,
	"available" integer NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "hotel_room_nights_product_id_night_pk" PRIMARY KEY("product_id","night")
);
--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_profiles" ADD CONSTRAINT "hotel_profiles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_nights" ADD CONSTRAINT "hotel_room_nights_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_nights" ADD CONSTRAINT "hotel_room_nights_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_bookings_product_idx" ON "hotel_bookings" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "hotel_room_nights_merchant_night_idx" ON "hotel_room_nights" USING btree ("merchant_id","night");