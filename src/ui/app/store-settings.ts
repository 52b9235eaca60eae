import type { MoneyFormat } from '../../domain/money/money.rules';

/** The catalog API sends bare amounts; the store sells in one currency and language. */
export const STORE_MONEY_FORMAT: MoneyFormat = { currency: 'USD', locale: 'en-US' };

export const STORE_NAME = 'Storefront';

export const pageTitle = (page: string): string => `${page} · ${STORE_NAME}`;
