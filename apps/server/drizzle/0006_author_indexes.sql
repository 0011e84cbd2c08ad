DROP INDEX "products_author_idx";--> statement-breakpoint
CREATE INDEX "products_author_created_idx" ON "products" USING btree ("author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_author_popular_idx" ON "products" USING btree ("author_id","like_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_author_price_idx" ON "products" USING btree ("author_id","price_general","id");