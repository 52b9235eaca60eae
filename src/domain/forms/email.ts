declare const emailBrand: unique symbol;

/** An e-mail address that passed `parseEmail`: trimmed and plausibly deliverable. */
export type Email = string & { readonly [emailBrand]: true };
