CREATE TABLE "membership_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"tier" text NOT NULL,
	"duration" text NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_plans_tier_check" CHECK ("membership_plans"."tier" in ('ordinary', 'premium', 'svip')),
	CONSTRAINT "membership_plans_duration_check" CHECK ("membership_plans"."duration" in ('quarterly', 'annual')),
	CONSTRAINT "membership_plans_price_positive" CHECK ("membership_plans"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_memberships" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"tier" text NOT NULL,
	"duration" text NOT NULL,
	"price_minor" integer NOT NULL,
	CONSTRAINT "order_memberships_tier_check" CHECK ("order_memberships"."tier" in ('ordinary', 'premium', 'svip')),
	CONSTRAINT "order_memberships_duration_check" CHECK ("order_memberships"."duration" in ('quarterly', 'annual'))
);
--> statement-breakpoint
CREATE TABLE "redeem_code_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redeem_code_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"label" text NOT NULL,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"membership_tier" text,
	"membership_days" integer,
	"max_redemptions" integer DEFAULT 1 NOT NULL,
	"code_count" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "redeem_code_batches_membership_check" CHECK (("redeem_code_batches"."membership_tier" is null) = ("redeem_code_batches"."membership_days" is null)),
	CONSTRAINT "redeem_code_batches_tier_check" CHECK ("redeem_code_batches"."membership_tier" in ('ordinary', 'premium', 'svip')),
	CONSTRAINT "redeem_code_batches_grants_something" CHECK (cardinality("redeem_code_batches"."product_ids") > 0 or "redeem_code_batches"."membership_days" > 0),
	CONSTRAINT "redeem_code_batches_max_positive" CHECK ("redeem_code_batches"."max_redemptions" >= 1)
);
--> statement-breakpoint
CREATE TABLE "redeem_code_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redeem_code_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"granted" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redeem_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redeem_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "redeem_codes_count_nonnegative" CHECK ("redeem_codes"."redeemed_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off_minor" integer,
	"currency" text,
	"min_spend_minor" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"use_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('percent', 'fixed')),
	CONSTRAINT "coupons_amount_check" CHECK (("coupons"."kind" = 'percent' and "coupons"."percent_off" between 1 and 100 and "coupons"."amount_off_minor" is null) or ("coupons"."kind" = 'fixed' and "coupons"."amount_off_minor" > 0 and "coupons"."currency" is not null and "coupons"."percent_off" is null)),
	CONSTRAINT "coupons_use_count_check" CHECK ("coupons"."use_count" >= 0 and "coupons"."use_count" <= coalesce("coupons"."max_uses", "coupons"."use_count")),
	CONSTRAINT "coupons_min_spend_nonnegative" CHECK ("coupons"."min_spend_minor" >= 0)
);
--> statement-breakpoint
DROP INDEX "products_family_price_idx";--> statement-breakpoint
DROP INDEX "products_author_price_idx";--> statement-breakpoint
ALTER TABLE "entitlements" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_order" bigint GENERATED ALWAYS AS (price_general::bigint * (case currency when 'USD' then 100 when 'CNY' then 14 when 'EUR' then 108 when 'GBP' then 127 when 'HKD' then 13 when 'JPY' then 67 when 'KRW' then 7 when 'TWD' then 310 else 100 end)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "redemption_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "source" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "redemption_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'products' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_memberships" ADD CONSTRAINT "order_memberships_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_memberships" ADD CONSTRAINT "order_memberships_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_code_batches" ADD CONSTRAINT "redeem_code_batches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_code_batches" ADD CONSTRAINT "redeem_code_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_code_redemptions" ADD CONSTRAINT "redeem_code_redemptions_code_id_redeem_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."redeem_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_code_redemptions" ADD CONSTRAINT "redeem_code_redemptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_code_redemptions" ADD CONSTRAINT "redeem_code_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_codes" ADD CONSTRAINT "redeem_codes_batch_id_redeem_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."redeem_code_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_plans_tenant_tier_duration_key" ON "membership_plans" USING btree ("tenant_id","tier","duration");--> statement-breakpoint
CREATE INDEX "redeem_code_batches_tenant_created_idx" ON "redeem_code_batches" USING btree ("tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "redeem_code_redemptions_code_user_key" ON "redeem_code_redemptions" USING btree ("code_id","user_id");--> statement-breakpoint
CREATE INDEX "redeem_code_redemptions_user_idx" ON "redeem_code_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "redeem_codes_hash_key" ON "redeem_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "redeem_codes_batch_idx" ON "redeem_codes" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_active_key" ON "coupon_uses" USING btree ("coupon_id","user_id") WHERE "coupon_uses"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_order_key" ON "coupon_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_user_idx" ON "coupon_uses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_tenant_code_key" ON "coupons" USING btree ("tenant_id","code");--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_redemption_id_redeem_code_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redeem_code_redemptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_redemption_id_redeem_code_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redeem_code_redemptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_reminder_idx" ON "memberships" USING btree ("expires_at") WHERE "memberships"."reminder_sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_order_key" ON "memberships" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_receipt_due_idx" ON "orders" USING btree ("created_at") WHERE "orders"."receipt_sent_at" is null and "orders"."state" in ('paid', 'no_payment_required');--> statement-breakpoint
CREATE INDEX "products_family_price_idx" ON "products" USING btree ("device_family","price_order","id");--> statement-breakpoint
CREATE INDEX "products_author_price_idx" ON "products" USING btree ("author_id","price_order","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_currency_check" CHECK (currency in ('USD', 'CNY', 'EUR', 'GBP', 'HKD', 'JPY', 'KRW', 'TWD'));--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_one_source" CHECK (("entitlements"."order_id" is null) <> ("entitlements"."redemption_id" is null));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_source_check" CHECK ("memberships"."source" in ('order', 'code', 'admin'));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_period_check" CHECK ("memberships"."expires_at" >= "memberships"."starts_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('products', 'membership'));--> statement-breakpoint
UPDATE "orders" SET "subtotal_minor" = "amount_minor";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_check" CHECK ("orders"."discount_minor" >= 0 and "orders"."subtotal_minor" - "orders"."discount_minor" = "orders"."amount_minor");