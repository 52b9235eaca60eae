import { formatMoney } from '../../../domain/money/money.rules';
import { STORE_MONEY_FORMAT } from '../../app/store-settings';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** An order's date as people read it; the raw text when it is not a date. */
export const orderDate = (iso: string | null): string => {
  if (iso === null) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
};

const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A moment (a change, a payment) as people read it; the raw text when it is not a date. */
export const orderDateTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME_FORMAT.format(date);
};

export const money = (amount: number): string => formatMoney(amount, STORE_MONEY_FORMAT);

/** Craft's status handles ('paid', 'partial', 'unpaid', 'new'…) with a capital first letter. */
export const statusLabel = (status: string | null): string =>
  status === null || status === '' ? '—' : `${status.charAt(0).toUpperCase()}${status.slice(1)}`;
