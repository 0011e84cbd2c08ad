-- Hand-written (decision 036): every committed change to what the catalogue shows is announced
-- on the channel `space_catalog`, so each server instance moves its response-cache version and
-- updates its search index (modules/catalog/catalog-changes.ts). NOTIFY is transactional: the
-- message leaves at commit and never for a rolled-back write. Triggers, not calls in the code:
-- no writer (API, seed, fixtures, a hand-run UPDATE) can forget to announce.
--
-- Payloads: `p:<ids>` products whose rows changed (comma-separated ids; `p:*` for more than
-- 500 rows in one statement), `c` something else a catalogue read shows changed (images,
-- versions, prerequisites, an author's nickname or avatar, reference lists, brands).
-- Counter-only updates (like_count, download_count) announce nothing: readers see them late
-- (decision 036).
CREATE OR REPLACE FUNCTION space_catalog_products_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id) INTO changed FROM (SELECT id FROM new_rows LIMIT 501) AS s;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO changed FROM (SELECT id FROM old_rows LIMIT 501) AS s;
  ELSE
    SELECT array_agg(id) INTO changed FROM (
      SELECT after.id
      FROM new_rows AS after
      JOIN old_rows AS before ON before.id = after.id
      WHERE (to_jsonb(after) - 'like_count' - 'download_count' - 'search_vector')
        IS DISTINCT FROM (to_jsonb(before) - 'like_count' - 'download_count' - 'search_vector')
      LIMIT 501
    ) AS s;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(changed) > 500 THEN
    PERFORM pg_notify('space_catalog', 'p:*');
  ELSE
    PERFORM pg_notify('space_catalog', 'p:' || array_to_string(changed, ','));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION space_catalog_content_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  -- Identical messages of one transaction reach listeners once.
  PERFORM pg_notify('space_catalog', 'c');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_catalog_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION space_catalog_products_changed();--> statement-breakpoint
CREATE TRIGGER products_catalog_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION space_catalog_products_changed();--> statement-breakpoint
CREATE TRIGGER products_catalog_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION space_catalog_products_changed();--> statement-breakpoint
CREATE TRIGGER product_images_catalog AFTER INSERT OR UPDATE OR DELETE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION space_catalog_content_changed();--> statement-breakpoint
CREATE TRIGGER product_versions_catalog AFTER INSERT OR UPDATE OR DELETE ON product_versions
  FOR EACH STATEMENT EXECUTE FUNCTION space_catalog_content_changed();--> statement-breakpoint
CREATE TRIGGER product_prerequisites_catalog AFTER INSERT OR UPDATE OR DELETE ON product_prerequisites
  FOR EACH STATEMENT EXECUTE FUNCTION space_catalog_content_changed();--> statement-breakpoint
CREATE TRIGGER users_catalog AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (OLD.nick_name IS DISTINCT FROM NEW.nick_name OR OLD.avatar_key IS DISTINCT FROM NEW.avatar_key)
  EXECUTE FUNCTION space_catalog_content_changed();--> statement-breakpoint
CREATE TRIGGER categories_catalog AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION space_catalog_content_changed();--> statement-breakpoint
CREATE TRIGGER content_types_catalog AFTER INSERT OR UPDATE OR DELETE ON content_types
  FOR EACH STATEMENT EXECUTE FUNCTION space_catalog_content_changed();--> statement-breakpoint
CREATE TRIGGER device_families_catalog AFTER INSERT OR UPDATE OR DELETE ON device_families
  FOR EACH STATEMENT EXECUTE FUNCTION space_catalog_content_changed();--> statement-breakpoint
CREATE TRIGGER device_family_content_types_catalog AFTER INSERT OR UPDATE OR DELETE ON device_family_content_types
  FOR EACH STATEMENT EXECUTE FUNCTION space_catalog_content_changed();--> statement-breakpoint
CREATE TRIGGER tenants_catalog AFTER INSERT OR UPDATE OR DELETE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION space_catalog_content_changed();
