import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { craftLoginBody } from '../../../../src/adapters/http/account/craft-login.body';

describe("Craft's login body", () => {
  it('sends remember-me as 1 or 0 and the rest as given', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (loginName, password, rememberMe) => {
        expect(craftLoginBody({ loginName, password, rememberMe })).toEqual({
          loginName,
          password,
          rememberMe: rememberMe ? 1 : 0,
        });
      }),
    );
  });
});
