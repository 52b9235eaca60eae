import type { Json } from './craft-cart-json.mother';

export const CSRF_TOKEN = 'csrf-token-1';

export const aGuestSessionJson = (overrides: Json = {}): Json => ({
  isGuest: true,
  timeout: 0,
  csrfTokenName: 'CRAFT_CSRF_TOKEN',
  csrfTokenValue: CSRF_TOKEN,
  ...overrides,
});

export const aSignedInSessionJson = (overrides: Json = {}): Json =>
  aGuestSessionJson({
    isGuest: false,
    timeout: 3600,
    id: 12,
    uid: 'b6f1a2c4-0000-4000-8000-000000000012',
    username: 'ada',
    email: 'ada@example.com',
    ...overrides,
  });
