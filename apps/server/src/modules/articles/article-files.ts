import { sql } from 'drizzle-orm';

/**
 * The stored files articles name (for the file garbage collector, decision 011): covers and
 * their renditions, and the images of the content, of the live version and of an edit
 * waiting in `pending_revision` (decision 031). A content image is `/files/<key>`.
 */
export const articleFileKeys = sql`select cover_key from articles where cover_key is not null
        union select variant ->> 'fileKey' from articles
          cross join lateral jsonb_array_elements(cover_variants) as variant
        union select pending_revision ->> 'coverKey' from articles
          where pending_revision ->> 'coverKey' is not null
        union select variant ->> 'fileKey' from articles
          cross join lateral jsonb_array_elements(
            coalesce(pending_revision -> 'coverVariants', '[]'::jsonb)) as variant
        union select substr(src #>> '{}', 8) from articles
          cross join lateral jsonb_path_query(content, 'strict $.**.src') as src
          where src #>> '{}' like '/files/%'
        union select substr(src #>> '{}', 8) from articles
          cross join lateral jsonb_path_query(
            coalesce(pending_revision -> 'content', '{}'::jsonb), 'strict $.**.src') as src
          where src #>> '{}' like '/files/%'`;
