ALTER TABLE "product_versions" ADD COLUMN "new_version_info_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "overview_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_app_version" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "featured_rank" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "device_preview" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "title_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("featured_rank","id") WHERE "products"."featured_rank" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_description_length" CHECK (char_length("products"."description") <= 20000);