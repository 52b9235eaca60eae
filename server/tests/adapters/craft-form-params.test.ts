// Form field names read as PHP reads them into $_POST (audit F1): what a Craft template posts.
import { describe, expect, it } from 'vitest';
import {
  formParamsOf,
  NESTED_TOO_DEEPLY,
  parseFormParams,
  TOO_MANY_PARAMS,
} from '../../src/adapters/http/body/craft-form-params.ts';

describe('Craft form params', () => {
  it.each([
    ['lineItems[5][qty]=3', { lineItems: { '5': { qty: '3' } } }],
    ['fields[customerNote]=hi+there', { fields: { customerNote: 'hi there' } }],
    [
      'paymentForm[dummy][number]=4242&paymentForm[dummy][cvv]=123',
      { paymentForm: { dummy: { number: '4242', cvv: '123' } } },
    ],
    [
      'purchasables[0][id]=1&purchasables[1][id]=2',
      { purchasables: { '0': { id: '1' }, '1': { id: '2' } } },
    ],
    ['a[]=x&a[]=y', { a: { '0': 'x', '1': 'y' } }],
    ['qty=1&qty=2', { qty: '2' }],
    ['%5Bnot%5D=1&a%5Bb%5D=2', { not: '1', a: { b: '2' } }],
    ['', {}],
  ])('%s', (text, expected) => {
    expect(parseFormParams(text)).toEqual(expected);
  });

  it('drops names that reach Object.prototype', () => {
    const params = parseFormParams(
      '__proto__[x]=1&constructor[prototype][x]=1&hasOwnProperty=1&a[__proto__][x]=1&ok=1',
    );
    expect(params).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('refuses deep nesting and too many params with a 400', () => {
    const deep = `a${'[b]'.repeat(11)}=1`;
    expect(() => parseFormParams(deep)).toThrow(NESTED_TOO_DEEPLY);
    expect(parseFormParams(`a${'[b]'.repeat(10)}=1`)).toBeTruthy();
    const many = Array.from({ length: 1001 }, (_, i) => `k${i}=1`).join('&');
    expect(() => parseFormParams(many)).toThrow(TOO_MANY_PARAMS);
    expect(() => parseFormParams(deep)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });

  it('reads multipart pairs the same way, whatever their characters', () => {
    expect(
      formParamsOf([
        ['lineItems[7][note]', 'a&b=c+d%'],
        ['email', 'x@example.test'],
      ]),
    ).toEqual({ lineItems: { '7': { note: 'a&b=c+d%' } }, email: 'x@example.test' });
  });
});
