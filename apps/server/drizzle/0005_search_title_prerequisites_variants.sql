CREATE TABLE "product_prerequisites" (
	"product_id" integer NOT NULL,
	"prerequisite_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_prerequisites_product_id_prerequisite_id_pk" PRIMARY KEY("product_id","prerequisite_id"),
	CONSTRAINT "product_prerequisites_not_self" CHECK ("product_prerequisites"."product_id" <> "product_prerequisites"."prerequisite_id")
);
--> statement-breakpoint
DROP INDEX "products_search_tsv_idx";--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written (decision 010): the titles of the products that already exist, as
-- searchTitle() in src/modules/products/product-search.ts writes them.
UPDATE "products" AS p SET "search_title" = btrim(regexp_replace(lower(normalize(concat_ws(' ',
  p."name",
  u."nick_name"
), NFKC)), '\s+', ' ', 'g'))
FROM "users" AS u
WHERE u."id" = p."author_id";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_prerequisites" ADD CONSTRAINT "product_prerequisites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prerequisites" ADD CONSTRAINT "product_prerequisites_prerequisite_id_products_id_fk" FOREIGN KEY ("prerequisite_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_prerequisites_prerequisite_idx" ON "product_prerequisites" USING btree ("prerequisite_id");--> statement-breakpoint
CREATE INDEX "products_search_title_trgm_idx" ON "products" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");