DROP INDEX "airline_tickets_route_idx";--> statement-breakpoint
CREATE INDEX "airline_tickets_airports_idx" ON "airline_tickets" USING btree ("from_airport","to_airport","depart_at");