CREATE TABLE "earnings_fee_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "earnings_fee_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer,
	"fee_bps" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnings_fee_rates_bps_check" CHECK ("earnings_fee_rates"."fee_bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"journal_id" text NOT NULL,
	"account_kind" text NOT NULL,
	"owner_user_id" integer,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"source_kind" text NOT NULL,
	"source_key" text NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"refund_id" integer,
	"fee_bps" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account_kind" in ('buyer_payments', 'platform_fees', 'creator') and ("ledger_entries"."account_kind" = 'creator') = ("ledger_entries"."owner_user_id" is not null)),
	CONSTRAINT "ledger_entries_source_check" CHECK ("ledger_entries"."source_kind" in ('sale', 'refund')),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_minor" <> 0),
	CONSTRAINT "ledger_entries_currency_check" CHECK ("ledger_entries"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "ledger_entries_journal_check" CHECK ("ledger_entries"."journal_id" = "ledger_entries"."source_kind" || ':' || "ledger_entries"."source_key")
);
--> statement-breakpoint
ALTER TABLE "earnings_fee_rates" ADD CONSTRAINT "earnings_fee_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_fee_rates_brand_key" ON "earnings_fee_rates" USING btree ("tenant_id") WHERE "earnings_fee_rates"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_fee_rates_creator_key" ON "earnings_fee_rates" USING btree ("tenant_id","user_id") WHERE "earnings_fee_rates"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_source_key" ON "ledger_entries" USING btree ("source_kind","source_key","account_kind");--> statement-breakpoint
CREATE INDEX "ledger_entries_journal_idx" ON "ledger_entries" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_owner_idx" ON "ledger_entries" USING btree ("owner_user_id","currency","created_at","id") WHERE "ledger_entries"."owner_user_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
-- Hand-written (decision 068): ledger entries are immutable (corrections are new entries), and
-- every journal sums to zero in each currency when its transaction commits.
CREATE OR REPLACE FUNCTION space_ledger_entries_immutable() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are immutable: % refused', TG_OP
    USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION space_ledger_entries_immutable();--> statement-breakpoint
CREATE OR REPLACE FUNCTION space_ledger_journal_balanced() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM ledger_entries WHERE journal_id = NEW.journal_id
    GROUP BY currency HAVING sum(amount_minor) <> 0
  ) THEN
    RAISE EXCEPTION 'ledger journal % does not balance', NEW.journal_id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION space_ledger_journal_balanced();
