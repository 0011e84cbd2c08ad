/**
 * A page as the build's index.html had it: the head the server adds (decision 059) taken out,
 * its title put back. What is left is the app the page serves, with or without a first view.
 */
export function plainApp(html: string, title = 'Space'): string {
  return html
    .replace(/\s*<meta name="(description|robots|twitter:[^"]+)" content="[^"]*">/g, '')
    .replace(/\s*<meta property="[^"]+" content="[^"]*">/g, '')
    .replace(/\s*<link rel="(canonical|alternate)"[^>]*>/g, '')
    .replace(/\s*<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
}
