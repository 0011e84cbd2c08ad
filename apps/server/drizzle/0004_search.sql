ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written (decision 008): the documents of the products that already exist, as
-- searchDocument() in src/modules/products/product-search.ts writes them (same words per
-- content type as CONTENT_TYPE_SEARCH_WORDS).
UPDATE "products" AS p SET "search_text" = btrim(regexp_replace(lower(normalize(concat_ws(' ',
  p."name",
  u."nick_name",
  p."overview",
  (SELECT string_agg(coalesce(w.words, t.code), ' ' ORDER BY t.n)
     FROM unnest(p."content_types") WITH ORDINALITY AS t(code, n)
     LEFT JOIN (VALUES
       ('plugin', 'plugin plugins 插件 플러그인'),
       ('icon', 'icon icons 图标 아이콘'),
       ('scene', 'scene scenes 场景 장면'),
       ('theme', 'theme themes 主题 테마'),
       ('numericKeycap', 'numerickeycap numeric keycaps 数字键帽 숫자 키캡'),
       ('animatedBackground', 'animatedbackground animated backgrounds 动态背景 애니메이션 배경'),
       ('keycapSkin', 'keycapskin keycap skins 键帽皮肤 키캡 스킨'),
       ('lightingEffect', 'lightingeffect lightingeffects lighting effects 灯效 조명 효과')
     ) AS w(code, words) ON w.code = t.code)
), NFKC)), '\s+', ' ', 'g'))
FROM "users" AS u
WHERE u."id" = p."author_id";--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_tsv_idx" ON "products" USING gin (to_tsvector('simple', "search_text"));