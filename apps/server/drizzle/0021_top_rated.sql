ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_score" double precision GENERATED ALWAYS AS ((38 + rating_sum)::double precision / (10 + rating_count)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_family_top_rated_idx" ON "products" USING btree ("device_family","rating_score" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_author_top_rated_idx" ON "products" USING btree ("author_id","rating_score" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Hand-written (decision 065): products.rating_count and rating_sum copy the product's row of
-- product_review_summaries (kept by the triggers of 0020), in the same transaction, so lists
-- filter by rating and walk the "Top rated" indexes on products alone. The copy is an UPDATE of
-- products that changes more than its counters, so the catalogue trigger of 0013 announces
-- `p:<id>` at commit: response caches and search indexes of every instance follow at once.
CREATE OR REPLACE FUNCTION space_products_rating_copy() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE products SET rating_count = 0, rating_sum = 0
    WHERE id = OLD.product_id AND (rating_count, rating_sum) IS DISTINCT FROM (0, 0);
  ELSE
    UPDATE products SET rating_count = NEW.review_count, rating_sum = NEW.rating_sum
    WHERE id = NEW.product_id
      AND (rating_count, rating_sum) IS DISTINCT FROM (NEW.review_count, NEW.rating_sum);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_review_summaries_rating_copy AFTER INSERT OR UPDATE OR DELETE
  ON product_review_summaries
  FOR EACH ROW EXECUTE FUNCTION space_products_rating_copy();--> statement-breakpoint
UPDATE products AS p SET rating_count = s.review_count, rating_sum = s.rating_sum
  FROM product_review_summaries AS s
  WHERE s.product_id = p.id;
