import { ONE_HOUR_MS } from '../environment/environment.rules';

/** How often an open page asks whether a new release is out (the hour the configuration names). */
export const RELEASE_CHECK_INTERVAL_MS = ONE_HOUR_MS;

/**
 * A build's identity: the hashed entry script its index.html loads
 * (`<script type="module" … src="/assets/index-<hash>.js">`); null when there is none (development).
 */
export const buildIdOf = (html: string): string | null => {
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (!/\btype\s*=\s*["']?module\b/i.test(tag)) continue;
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (src !== undefined && /\/assets\/[^/]+\.js$/.test(src)) return src;
  }
  return null;
};

/** A new release is out when both builds are known and differ. */
export const isNewRelease = (running: string | null, latest: string | null): boolean =>
  running !== null && latest !== null && running !== latest;
