import { describe, expect, it } from 'vitest';
import { redirectRuleFor, type RedirectRule } from '../../../src/domain/routing/route-rules';

const rules: readonly RedirectRule[] = [
  { from: '/account', to: '/my-account', status: 301 },
  { from: '/brochure/', to: 'https://files.example.test/brochure.pdf', status: 302 },
];

describe('redirectRuleFor', () => {
  it('finds the rule for a path, trailing slashes aside', () => {
    expect(redirectRuleFor('/account/', rules)?.to).toBe('/my-account');
    expect(redirectRuleFor('/brochure', rules)?.status).toBe(302);
  });
  it('gives null when no rule matches', () => {
    expect(redirectRuleFor('/accounts', rules)).toBeNull();
    expect(redirectRuleFor('/', rules)).toBeNull();
  });
});
