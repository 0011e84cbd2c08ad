import path from 'node:path';

/**
 * HLS media playlists (RFC 8216) as stored files. Stored files are named by their content
 * hash, so a playlist cannot name its segments `seg0.m4s`: it is rewritten to point at their
 * storage keys, relative to its own key (`../3f/<hash>.m4s`), which both the browser (hls.js
 * resolves against the playlist's URL) and the file collector can follow (decision 034).
 */

const URI_ATTRIBUTE = /URI="([^"]*)"/;

/** Each line of the playlist with the URI it holds, if any: a segment line or an EXT-X-MAP. */
function uriLines(text: string): { line: string; uri: string | null }[] {
  return text.split(/\r?\n/).map((line) => {
    const trimmed = line.trim();
    if (trimmed === '') return { line, uri: null };
    if (!trimmed.startsWith('#')) return { line, uri: trimmed };
    if (trimmed.startsWith('#EXT-X-MAP:'))
      return { line, uri: URI_ATTRIBUTE.exec(trimmed)?.[1] ?? null };
    return { line, uri: null };
  });
}

/** The URIs a playlist names, in order: the initialisation segment first for fMP4. */
export function playlistUris(text: string): string[] {
  return uriLines(text).flatMap(({ uri }) => (uri === null ? [] : [uri]));
}

/** The playlist with every URI replaced by `rename(uri)`; other lines are kept as they are. */
export function rewritePlaylist(text: string, rename: (uri: string) => string): string {
  return uriLines(text)
    .map(({ line, uri }) => {
      if (uri === null) return line;
      return line.startsWith('#')
        ? line.replace(URI_ATTRIBUTE, `URI="${rename(uri)}"`)
        : rename(uri);
    })
    .join('\n');
}

/** The URI by which the playlist stored at `playlistKey` names the file stored at `key`. */
export function relativeUri(playlistKey: string, key: string): string {
  return path.posix.relative(path.posix.dirname(playlistKey), key);
}

/**
 * The storage keys of the files a stored playlist names. Absolute URLs and URIs that would
 * leave the storage root are not ours and are left out.
 */
export function referencedKeys(playlistKey: string, text: string): string[] {
  const base = path.posix.dirname(playlistKey);
  return playlistUris(text).flatMap((uri) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(uri) || uri.startsWith('/')) return [];
    const key = path.posix.normalize(path.posix.join(base, uri.split(/[?#]/)[0]!));
    return key.startsWith('../') || key === '..' ? [] : [key];
  });
}
