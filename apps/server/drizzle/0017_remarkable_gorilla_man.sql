CREATE TABLE "payment_sandbox_records" (
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sandbox_records_provider_kind_key_pk" PRIMARY KEY("provider","kind","key")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"refund_no" text NOT NULL,
	"method" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"provider_refund_id" text,
	"reason" text,
	"requested_by" integer,
	"provider_state" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_refund_no_unique" UNIQUE("refund_no"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_minor" > 0),
	CONSTRAINT "refunds_state_check" CHECK ("refunds"."state" in ('pending', 'succeeded', 'failed', 'closed')),
	CONSTRAINT "refunds_source_check" CHECK ("refunds"."source" in ('admin', 'provider')),
	CONSTRAINT "refunds_method_check" CHECK ("refunds"."method" in ('wechat', 'alipay', 'paypal'))
);
--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_outcome_check";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_key" ON "refunds" USING btree ("method","provider_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_outcome_check" CHECK ("payment_events"."outcome" in ('applied', 'duplicate', 'rejected', 'late', 'ignored', 'unmatched'));