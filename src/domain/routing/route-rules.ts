/** A route rule: a path that redirects somewhere else, on this site or off it. */
export interface RedirectRule {
  readonly from: string;
  readonly to: string;
  /** 301 for a move for good, 302 otherwise */
  readonly status: 301 | 302;
}

/** The path without trailing slashes ("/" stays "/"), compared case-sensitively like the router. */
const normalise = (path: string): string => path.replace(/(.)\/+$/, '$1');

/** The rule whose `from` is the path (query and fragment aside), or null. */
export const redirectRuleFor = (
  pathname: string,
  rules: readonly RedirectRule[],
): RedirectRule | null =>
  rules.find((rule) => normalise(rule.from) === normalise(pathname)) ?? null;
