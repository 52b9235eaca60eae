import fc from 'fast-check';

/** Text with something visible in it. */
export const visibleText = fc.string({ minLength: 1 }).filter((text) => text.trim() !== '');

/** Text the spec's "else" chains skip. */
export const blankText = fc.constantFrom('', ' ', '\n', '\t  ');

export const anyStatus = fc.integer({ min: 400, max: 599 });

export const statusText = fc.oneof(visibleText, blankText);

/** A JSON object without any of the fields an error message is read from. */
export const bodyWithoutMessageFields = fc
  .dictionary(fc.string(), fc.jsonValue(), { maxKeys: 4 })
  .map((body) => {
    const { error: _e, errors: _es, message: _m, ...rest } = body;
    return rest;
  });
