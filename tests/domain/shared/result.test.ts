import { describe, expect, it } from 'vitest';
import { err, ok } from '../../../src/domain/shared/result';

describe('Result', () => {
  it('carries a value on success', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
  });

  it('carries an error on failure', () => {
    expect(err({ kind: 'nope' })).toEqual({ ok: false, error: { kind: 'nope' } });
  });
});
