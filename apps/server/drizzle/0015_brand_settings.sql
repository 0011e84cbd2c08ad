ALTER TABLE "tenants" ADD COLUMN "logo_light_key" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "logo_dark_key" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "logo_zh_key" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "accent_color" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "login_background_key" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_accent_color_check" CHECK ("tenants"."accent_color" ~ '^#[0-9a-f]{6}$');