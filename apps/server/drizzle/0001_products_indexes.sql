DROP INDEX "products_family_created_idx";--> statement-breakpoint
CREATE INDEX "products_family_popular_idx" ON "products" USING btree ("device_family","like_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_family_price_idx" ON "products" USING btree ("device_family","price_general","id");--> statement-breakpoint
CREATE INDEX "products_family_created_idx" ON "products" USING btree ("device_family","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);