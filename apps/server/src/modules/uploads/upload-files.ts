import { sql } from 'drizzle-orm';

/**
 * The stored images upload records and published products name (for the file garbage
 * collector, decision 011): a record's avatar and images with their renditions (its form's
 * `media`, decision 028), and a product's avatar with its renditions.
 */
export const uploadFileKeys = sql`select form #>> '{media,avatar,fileKey}' from upload_records
          where form #>> '{media,avatar,fileKey}' is not null
        union select variant ->> 'fileKey' from upload_records
          cross join lateral jsonb_array_elements(
            coalesce(form #> '{media,avatar,variants}', '[]'::jsonb)) as variant
        union select image ->> 'fileKey' from upload_records
          cross join lateral jsonb_array_elements(
            coalesce(form #> '{media,images}', '[]'::jsonb)) as image
        union select variant ->> 'fileKey' from upload_records
          cross join lateral jsonb_array_elements(
            coalesce(form #> '{media,images}', '[]'::jsonb)) as image
          cross join lateral jsonb_array_elements(
            coalesce(image -> 'variants', '[]'::jsonb)) as variant
        union select avatar_key from products where avatar_key is not null
        union select variant ->> 'fileKey' from products
          cross join lateral jsonb_array_elements(avatar_variants) as variant`;
