/** PHP's empty array is `[]` in JSON, a filled associative one an object. */
export const phpObject = (value: Readonly<Record<string, unknown>>) =>
  Object.keys(value).length ? value : [];
