import type { MoneyFormat } from '../../domain/money/money.rules';

/** The catalog API sends bare amounts; the store sells in one currency and language. */
export const STORE_MONEY_FORMAT: MoneyFormat = { currency: 'USD', locale: 'en-US' };

/** The shop's name when no server wrote it into the page (development with plain `vite`). */
export const STORE_NAME = 'Storefront';
