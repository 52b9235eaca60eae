import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID, parseRecordId } from '../../src/domain/shared/record-id.rules.ts';
import { textInputProblem, textLimitFor } from '../../src/domain/shared/text-input.rules.ts';

describe('text input rules', () => {
  it('name the limit of each kind of field', () => {
    expect(textLimitFor('couponCode')).toBe(255);
    expect(textLimitFor('email')).toBe(1_000);
    expect(textLimitFor('customerNote')).toBe(10_000);
    expect(textLimitFor('password')).toBe(1_000);
    expect(textLimitFor('somethingElse')).toBe(10_000);
  });

  it('refuse control characters but keep tabs and line breaks', () => {
    expect(textInputProblem('note', 'a\u0000b')).toEqual({ kind: 'control-character' });
    expect(textInputProblem('note', 'a\u007fb')).toEqual({ kind: 'control-character' });
    expect(textInputProblem('note', 'one\r\n\ttwo')).toBeNull();
  });

  it('refuse half a surrogate pair but keep whole ones', () => {
    expect(textInputProblem('note', 'a\ud800b')).toEqual({ kind: 'invalid-unicode' });
    expect(textInputProblem('note', 'drill 🔧')).toBeNull();
  });

  it('refuse text over the limit', () => {
    expect(textInputProblem('loginName', 'e'.repeat(256))).toEqual({
      kind: 'too-long',
      limit: 255,
    });
    expect(textInputProblem('loginName', 'e'.repeat(255))).toBeNull();
  });
});

describe('record ids', () => {
  it('are whole numbers from 1 to 2^31-1', () => {
    expect(parseRecordId('1')).toBe(1);
    expect(parseRecordId(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
    for (const bad of ['0', '2147483648', '9999999999', '-1', '1.5', 'abc', '', '1e3']) {
      expect(parseRecordId(bad)).toBeNull();
    }
  });
});
