import type { StorefrontConfig, StorefrontConfigSource } from './storefront-config';

const ON = ['true', '1', 'on', 'yes'];
const OFF = ['false', '0', 'off', 'no'];

/** 'true', '1', 'on', 'yes' and their opposites, in any case; anything else keeps the default. */
export const parseFeatureFlag = (raw: string | undefined, fallback: boolean): boolean => {
  const value = (raw ?? '').trim().toLowerCase();
  if (ON.includes(value)) return true;
  if (OFF.includes(value)) return false;
  return fallback;
};

/**
 * An embeddable form is shown in an iframe, so only an absolute http(s) URL qualifies: a
 * `javascript:` or relative value would run or load something the shop did not mean to.
 */
export const parseEmbeddableFormUrl = (raw: string | undefined): string | null => {
  const value = (raw ?? '').trim();
  if (!/^https?:\/\/[^/\s]+/i.test(value) || /\s/.test(value)) return null;
  return value;
};

/** Commerce is on unless switched off: a shop without a cart is the exception. */
export const storefrontConfig = (source: StorefrontConfigSource): StorefrontConfig => ({
  commerceEnabled: parseFeatureFlag(source.commerceEnabled, true),
  getStartedFormUrl: parseEmbeddableFormUrl(source.getStartedFormUrl),
});
