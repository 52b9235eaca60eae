import { formatMoney } from '../../../domain/money/money.rules';
import { STORE_MONEY_FORMAT } from '../../app/store-settings';

/** An amount of the cart's own currency, in the store's locale. */
export const cartMoney = (amount: number, currency: string): string =>
  formatMoney(amount, { ...STORE_MONEY_FORMAT, currency });
