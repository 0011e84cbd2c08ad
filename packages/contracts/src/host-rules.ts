/**
 * Host rules (spec §2, decision 041), without zod: the web's first load resolves its host with
 * these, and the server resolves requests with the same.
 */

/** The longest rule accepted. */
export const HOST_RULE_MAX = 100;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/**
 * A host rule is either a leading part of the host name ending in a dot (`darkflash.`: the
 * partner sub-host `darkflash.<anything>`) or a trailing part starting with a dot
 * (`.ajazz.com`: `ajazz.com` and every host under it). Lower case, labels of letters, digits
 * and hyphens.
 */
const HOST_RULE = new RegExp(`^(?:(?:${LABEL}\\.)+|(?:\\.${LABEL})+)$`);

export function isHostRule(rule: string): boolean {
  return rule.length <= HOST_RULE_MAX && HOST_RULE.test(rule);
}

/** Whether `host` (lower case, no port) is selected by `rule`. */
export function hostMatchesRule(host: string, rule: string): boolean {
  if (rule.startsWith('.')) return host.endsWith(rule) || host === rule.slice(1);
  return host.startsWith(rule);
}

/**
 * The brand a host name selects (spec §2): the brand with the longest matching rule, so a
 * narrower rule beats a broader one whatever the order of brands; null when none matches.
 */
export function brandForHost(
  hostname: string,
  brands: readonly { code: string; hostRules: readonly string[] }[],
): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  let best: { code: string; length: number } | null = null;
  for (const brand of brands) {
    for (const rule of brand.hostRules) {
      if (rule && hostMatchesRule(host, rule) && rule.length > (best?.length ?? 0)) {
        best = { code: brand.code, length: rule.length };
      }
    }
  }
  return best?.code ?? null;
}
