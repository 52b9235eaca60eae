import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBackInStock } from '../../../src/domain/catalog/stock.rules.ts';
import {
  alertEmail,
  alertRefusal,
  parsePurchasableIds,
  parseStockAlertRequest,
  STOCK_ALERT_MESSAGES,
} from '../../../src/domain/stock-alerts/stock-alert.rules.ts';

const stock = fc.option(fc.integer({ min: -5, max: 1_000 }), { nil: null });

describe('back-in-stock alerts', () => {
  it('stock is back exactly when it was counted and gone, and now there is some', () => {
    fc.assert(
      fc.property(stock, stock, (before, after) => {
        const counted = before !== null && after !== null;
        expect(isBackInStock(before, after)).toBe(counted && before <= 0 && after > 0);
      }),
    );
  });

  it('may be set only on a sold-out variant on sale, not one sold on quotation', () => {
    fc.assert(
      fc.property(stock, fc.boolean(), fc.boolean(), (units, enabled, callForQuote) => {
        const refusal = alertRefusal({ stock: units, enabled, callForQuote });
        if (!enabled) expect(refusal?.kind).toBe('not-found');
        else if (callForQuote)
          expect(refusal).toEqual({ kind: 'available', message: STOCK_ALERT_MESSAGES.quoteOnly });
        else if (units === null || units > 0) expect(refusal?.kind).toBe('available');
        else expect(refusal).toBeNull();
      }),
    );
    expect(alertRefusal(null)).toEqual({
      kind: 'not-found',
      message: STOCK_ALERT_MESSAGES.notFound,
    });
  });

  it("uses a signed-in customer's account address, whatever the body says", () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.option(fc.string(), { nil: undefined }),
        (account, given) => {
          const parsed = parseStockAlertRequest(
            { purchasableId: 7, ...(given === undefined ? {} : { email: given }) },
            account,
          );
          expect(parsed).toEqual({
            ok: true,
            value: { purchasableId: 7, email: alertEmail(account) },
          });
        },
      ),
    );
  });

  it("keeps a guest's address trimmed and lower-cased, so one alert per address and variant", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const shouted = parseStockAlertRequest(
          { purchasableId: '12', email: ` ${email.toUpperCase()} ` },
          null,
        );
        const plain = parseStockAlertRequest({ purchasableId: 12, email }, null);
        expect(shouted).toEqual(plain);
      }),
    );
  });

  it('reads a list of up to 50 record ids and nothing else', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 2 ** 31 - 1 }), { minLength: 1, maxLength: 50 }),
        (ids) => {
          expect(parsePurchasableIds(ids.join(','))).toEqual({
            ok: true,
            value: [...new Set(ids)],
          });
        },
      ),
    );
    for (const raw of [
      '',
      ',',
      '1,',
      '-1',
      '2147483648',
      'x',
      undefined,
      ['1'],
      Array(51).fill(1).join(','),
    ])
      expect(parsePurchasableIds(raw).ok).toBe(false);
  });
});
