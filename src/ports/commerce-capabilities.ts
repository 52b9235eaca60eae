/**
 * What a commerce back-end may offer beyond the catalogue, cart, checkout and accounts every one of
 * them has:
 * - `photoUpload`: a profile picture on the account page;
 * - `invoices`: an order's invoice as a PDF;
 * - `orderCancellation`: a customer cancelling their order before it ships;
 * - `returns`: a customer asking to send items back;
 * - `accountActivation`: a customer from before the online shop asking for an account;
 * - `orderLookup`: a guest looking an order up by its reference and e-mail;
 * - `backOffice`: the staff's back office at /admin;
 * - `lineNotes`, `orderNotes`: the shopper's note on a cart line, and on the order;
 * - `accountOnCompletion`: a guest's account made when their order completes;
 * - `addressOnCompletion`: a typed-in address saved to the book when the order completes;
 * - `addressTitles`: a name for a saved address ("Workshop").
 */
export type Capability =
  | 'photoUpload'
  | 'invoices'
  | 'orderCancellation'
  | 'returns'
  | 'accountActivation'
  | 'orderLookup'
  | 'backOffice'
  | 'lineNotes'
  | 'orderNotes'
  | 'accountOnCompletion'
  | 'addressOnCompletion'
  | 'addressTitles';

/** The screens offer only what the commerce back-end offers. */
export interface CommerceCapabilities {
  offers(capability: Capability): boolean;
}
