CREATE TABLE "payout_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"account" text NOT NULL,
	"real_name" text,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"usable_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "payout_accounts_method_check" CHECK ("payout_accounts"."method" in ('paypal', 'alipay')),
	CONSTRAINT "payout_accounts_state_check" CHECK ("payout_accounts"."state" in ('active', 'replaced'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"payout_no" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"method" text NOT NULL,
	"account" text NOT NULL,
	"real_name" text,
	"payout_account_id" integer NOT NULL,
	"state" text NOT NULL,
	"provider_ref" text,
	"provider_status" text,
	"failure" text,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"finished_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_minor" > 0),
	CONSTRAINT "payouts_method_check" CHECK ("payouts"."method" in ('paypal', 'alipay')),
	CONSTRAINT "payouts_state_check" CHECK ("payouts"."state" in ('requested', 'sending', 'succeeded', 'failed', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_source_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payout_id" integer;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_active_key" ON "payout_accounts" USING btree ("user_id") WHERE "payout_accounts"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_payout_no_key" ON "payouts" USING btree ("payout_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_open_key" ON "payouts" USING btree ("user_id","currency") WHERE "payouts"."state" in ('requested', 'sending');--> statement-breakpoint
CREATE INDEX "payouts_tenant_state_idx" ON "payouts" USING btree ("tenant_id","state","requested_at");--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "payouts_check_idx" ON "payouts" USING btree ("next_check_at") WHERE "payouts"."state" = 'sending';--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_check" CHECK (("ledger_entries"."order_id" is null) = ("ledger_entries"."source_kind" in ('payout', 'payout_settle')));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account_kind" in ('buyer_payments', 'platform_fees', 'creator', 'payouts_in_transit', 'payouts_paid') and ("ledger_entries"."account_kind" = 'creator') = ("ledger_entries"."owner_user_id" is not null));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_source_check" CHECK ("ledger_entries"."source_kind" in ('sale', 'refund', 'payout', 'payout_settle'));