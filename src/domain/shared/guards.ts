export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The string when it has visible content; blank strings count as absent, as in the spec's "else" chains. */
export const nonBlank = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

export const fieldOf = (value: unknown, key: string): unknown =>
  isRecord(value) ? value[key] : undefined;

/** C0 control characters and DEL: invisible, and never part of a path or a name. */
export const hasControlCharacter = (value: string): boolean => {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
};
