/** Which commerce engine the shop's cart, catalogue and accounts come from; content is always Craft's. */
export type CommerceBackend = 'craft' | 'vendure';
