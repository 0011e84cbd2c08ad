CREATE TABLE "product_review_summaries" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"stars_1" integer DEFAULT 0 NOT NULL,
	"stars_2" integer DEFAULT 0 NOT NULL,
	"stars_3" integer DEFAULT 0 NOT NULL,
	"stars_4" integer DEFAULT 0 NOT NULL,
	"stars_5" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_review_summaries_counts_check" CHECK ("product_review_summaries"."review_count" >= 0 and "product_review_summaries"."rating_sum" >= 0 and "product_review_summaries"."stars_1" >= 0 and "product_review_summaries"."stars_2" >= 0 and "product_review_summaries"."stars_3" >= 0 and "product_review_summaries"."stars_4" >= 0 and "product_review_summaries"."stars_5" >= 0),
	CONSTRAINT "product_review_summaries_total_check" CHECK ("product_review_summaries"."review_count" = "product_review_summaries"."stars_1" + "product_review_summaries"."stars_2" + "product_review_summaries"."stars_3" + "product_review_summaries"."stars_4" + "product_review_summaries"."stars_5" and "product_review_summaries"."rating_sum" = "product_review_summaries"."stars_1" + 2 * "product_review_summaries"."stars_2" + 3 * "product_review_summaries"."stars_3" + 4 * "product_review_summaries"."stars_4" + 5 * "product_review_summaries"."stars_5")
);
--> statement-breakpoint
CREATE TABLE "review_edits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_edits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"title" text,
	"body" text,
	"language" text NOT NULL,
	"version" text,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"review_id" integer PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "review_reports_reason_check" CHECK ("review_reports"."reason" in ('spam', 'offensive', 'offTopic', 'fake', 'other'))
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"title" text,
	"body" text,
	"language" text NOT NULL,
	"version" text,
	"verified_owner" boolean DEFAULT true NOT NULL,
	"staff" boolean DEFAULT false NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"moderation_reason" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_language_check" CHECK ("reviews"."language" in ('en', 'zh', 'ko')),
	CONSTRAINT "reviews_helpful_count_check" CHECK ("reviews"."helpful_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_review_summaries" ADD CONSTRAINT "product_review_summaries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_edits" ADD CONSTRAINT "review_edits_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_edits_review_idx" ON "review_edits" USING btree ("review_id","replaced_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_key" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("review_id") WHERE "review_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "review_reports_reporter_created_idx" ON "review_reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "review_votes_user_created_idx" ON "review_votes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_live_user_product_key" ON "reviews" USING btree ("user_id","product_id") WHERE "reviews"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_product_helpful_idx" ON "reviews" USING btree ("product_id","helpful_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."deleted_at" is null and "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_product_created_idx" ON "reviews" USING btree ("product_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."deleted_at" is null and "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_user_created_idx" ON "reviews" USING btree ("user_id","created_at");--> statement-breakpoint
-- Hand-written (decision 064): product_review_summaries is kept by triggers, not by calls in the
-- code, so every writer (API, seed, fixtures, a moderator's or a hand-run UPDATE) keeps it equal
-- to a recount of the visible reviews (live and not hidden). Each change is an upsert or update
-- of the product's one summary row: the row lock it takes orders concurrent writers of the same
-- product, and each adds its own delta to the committed value, so no change is lost.
CREATE OR REPLACE FUNCTION space_review_summary_add(p_product integer, p_rating integer, p_delta integer) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF p_delta > 0 THEN
    INSERT INTO product_review_summaries AS s
      (product_id, review_count, rating_sum, stars_1, stars_2, stars_3, stars_4, stars_5)
    VALUES (
      p_product, p_delta, p_delta * p_rating,
      CASE WHEN p_rating = 1 THEN p_delta ELSE 0 END,
      CASE WHEN p_rating = 2 THEN p_delta ELSE 0 END,
      CASE WHEN p_rating = 3 THEN p_delta ELSE 0 END,
      CASE WHEN p_rating = 4 THEN p_delta ELSE 0 END,
      CASE WHEN p_rating = 5 THEN p_delta ELSE 0 END)
    ON CONFLICT (product_id) DO UPDATE SET
      review_count = s.review_count + EXCLUDED.review_count,
      rating_sum = s.rating_sum + EXCLUDED.rating_sum,
      stars_1 = s.stars_1 + EXCLUDED.stars_1,
      stars_2 = s.stars_2 + EXCLUDED.stars_2,
      stars_3 = s.stars_3 + EXCLUDED.stars_3,
      stars_4 = s.stars_4 + EXCLUDED.stars_4,
      stars_5 = s.stars_5 + EXCLUDED.stars_5;
  ELSE
    -- A removal never inserts: when the product itself is being deleted its summary row is
    -- already gone, and there is nothing left to count.
    UPDATE product_review_summaries SET
      review_count = review_count + p_delta,
      rating_sum = rating_sum + p_delta * p_rating,
      stars_1 = stars_1 + CASE WHEN p_rating = 1 THEN p_delta ELSE 0 END,
      stars_2 = stars_2 + CASE WHEN p_rating = 2 THEN p_delta ELSE 0 END,
      stars_3 = stars_3 + CASE WHEN p_rating = 3 THEN p_delta ELSE 0 END,
      stars_4 = stars_4 + CASE WHEN p_rating = 4 THEN p_delta ELSE 0 END,
      stars_5 = stars_5 + CASE WHEN p_rating = 5 THEN p_delta ELSE 0 END
    WHERE product_id = p_product;
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION space_reviews_summary_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL AND OLD.hidden_at IS NULL THEN
    PERFORM space_review_summary_add(OLD.product_id, OLD.rating, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL AND NEW.hidden_at IS NULL THEN
    PERFORM space_review_summary_add(NEW.product_id, NEW.rating, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER reviews_summary_insert AFTER INSERT ON reviews
  FOR EACH ROW EXECUTE FUNCTION space_reviews_summary_changed();--> statement-breakpoint
CREATE TRIGGER reviews_summary_update AFTER UPDATE ON reviews
  FOR EACH ROW
  WHEN (OLD.rating IS DISTINCT FROM NEW.rating OR OLD.product_id IS DISTINCT FROM NEW.product_id
    OR OLD.hidden_at IS DISTINCT FROM NEW.hidden_at OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION space_reviews_summary_changed();--> statement-breakpoint
CREATE TRIGGER reviews_summary_delete AFTER DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION space_reviews_summary_changed();--> statement-breakpoint
-- reviews.helpful_count equals the rows of review_votes the same way.
CREATE OR REPLACE FUNCTION space_review_votes_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE reviews SET helpful_count = helpful_count + 1 WHERE id = NEW.review_id;
  ELSE
    UPDATE reviews SET helpful_count = helpful_count - 1 WHERE id = OLD.review_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER review_votes_count AFTER INSERT OR DELETE ON review_votes
  FOR EACH ROW EXECUTE FUNCTION space_review_votes_changed();
