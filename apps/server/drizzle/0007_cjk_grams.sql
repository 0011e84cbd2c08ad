-- Hand-written (decision 010): every character and pair of characters of the Chinese,
-- Japanese and Korean runs of a text, as space-separated words. search_vector indexes them, so
-- a one- or two-character search in those scripts (most Chinese words have two) finds the
-- word inside a longer run from the index instead of scanning every document. The ranges are
-- GRAM_SCRIPTS in src/modules/products/product-search.ts.
CREATE OR REPLACE FUNCTION cjk_grams(doc text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(string_agg(g.gram, ' '), '')
    FROM regexp_matches(doc, '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+', 'g') AS run(m)
    CROSS JOIN LATERAL generate_series(1, char_length(run.m[1])) AS i
    CROSS JOIN LATERAL (VALUES
      (substr(run.m[1], i, 1)),
      (CASE WHEN i < char_length(run.m[1]) THEN substr(run.m[1], i, 2) END)
    ) AS g(gram)
    WHERE g.gram IS NOT NULL
  $$;--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text || ' ' || cjk_grams(search_text))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");
