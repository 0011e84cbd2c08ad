CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"host_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"mobile" text,
	"nick_name" text NOT NULL,
	"password_hash" text,
	"avatar_key" text,
	"sex" text DEFAULT 'unset' NOT NULL,
	"birthday" date,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_creator" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"login_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_sex_check" CHECK ("users"."sex" in ('male', 'female', 'unset')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"code" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_types" (
	"code" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "content_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "device_families" (
	"code" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_family_content_types" (
	"device_family" text NOT NULL,
	"content_type" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "device_family_content_types_device_family_content_type_pk" PRIMARY KEY("device_family","content_type")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"file_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "product_images_product_id_position_pk" PRIMARY KEY("product_id","position"),
	CONSTRAINT "product_images_position" CHECK ("product_images"."position" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "product_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"version" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"file_key" text,
	"new_version_info" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"author_id" integer NOT NULL,
	"device_family" text NOT NULL,
	"content_types" text[] NOT NULL,
	"original_type" text,
	"category" text NOT NULL,
	"overview" text NOT NULL,
	"related_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"supported_systems" text[] NOT NULL,
	"supported_devices" text[] DEFAULT '{}' NOT NULL,
	"supported_languages" text[] DEFAULT '{}' NOT NULL,
	"dial_support" boolean DEFAULT false NOT NULL,
	"audio_support" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"price_general" integer DEFAULT 0 NOT NULL,
	"price_ordinary" integer DEFAULT 0 NOT NULL,
	"price_premium" integer DEFAULT 0 NOT NULL,
	"price_svip" integer DEFAULT 0 NOT NULL,
	"uses_general" integer DEFAULT -1 NOT NULL,
	"uses_ordinary" integer DEFAULT -1 NOT NULL,
	"uses_premium" integer DEFAULT -1 NOT NULL,
	"uses_svip" integer DEFAULT -1 NOT NULL,
	"status" text DEFAULT 'listed' NOT NULL,
	"restricted_to_tenants" integer[] DEFAULT '{}' NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_types_count" CHECK (cardinality("products"."content_types") between 1 and 5),
	CONSTRAINT "products_name_length" CHECK (char_length("products"."name") between 1 and 100),
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('listed', 'delisted')),
	CONSTRAINT "products_prices_nonnegative" CHECK ("products"."price_general" >= 0 and "products"."price_ordinary" >= 0 and "products"."price_premium" >= 0 and "products"."price_svip" >= 0),
	CONSTRAINT "products_uses_range" CHECK ("products"."uses_general" >= -1 and "products"."uses_ordinary" >= -1 and "products"."uses_premium" >= -1 and "products"."uses_svip" >= -1)
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" integer,
	"path" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"visitor_id" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_family_content_types" ADD CONSTRAINT "device_family_content_types_device_family_device_families_code_fk" FOREIGN KEY ("device_family") REFERENCES "public"."device_families"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_family_content_types" ADD CONSTRAINT "device_family_content_types_content_type_content_types_code_fk" FOREIGN KEY ("content_type") REFERENCES "public"."content_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_device_family_device_families_code_fk" FOREIGN KEY ("device_family") REFERENCES "public"."device_families"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_categories_code_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_username_key" ON "users" USING btree ("tenant_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_email_key" ON "users" USING btree ("tenant_id",lower("email")) WHERE "users"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_mobile_key" ON "users" USING btree ("tenant_id","mobile") WHERE "users"."mobile" is not null;--> statement-breakpoint
CREATE INDEX "users_creators_idx" ON "users" USING btree ("tenant_id") WHERE "users"."is_creator";--> statement-breakpoint
CREATE UNIQUE INDEX "product_versions_product_version_key" ON "product_versions" USING btree ("product_id","version");--> statement-breakpoint
CREATE INDEX "products_family_created_idx" ON "products" USING btree ("device_family","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_author_idx" ON "products" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "products_types_idx" ON "products" USING gin ("content_types");--> statement-breakpoint
CREATE INDEX "page_views_path_viewed_idx" ON "page_views" USING btree ("path","viewed_at");