import fc from 'fast-check';

/** Addresses `isValidEmail` must accept: simple local parts and dotted domains. */
export const validEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9._%+-]{0,15}$/),
    fc.array(fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/), {
      minLength: 1,
      maxLength: 3,
    }),
    fc.stringMatching(/^[a-z]{2,6}$/),
  )
  .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`);

/** Text that is not an e-mail by the rule: no "@", a space inside, or no dot in the domain. */
export const invalidEmail = fc.oneof(
  fc.stringMatching(/^[a-z0-9.]{1,12}$/),
  fc
    .tuple(fc.stringMatching(/^[a-z]{1,5}$/), fc.stringMatching(/^[a-z]{1,5}$/))
    .map(([a, b]) => `${a} ${b}@x.io`),
  fc.stringMatching(/^[a-z]{1,5}$/).map((local) => `${local}@localhost`),
  fc.constantFrom(
    '@example.com',
    'jane@',
    'jane@@example.com',
    'jane@.com',
    'jane@example.',
    'jane@x',
  ),
);

export const blank = fc.constantFrom(null, undefined, '', '   ', '\t');
