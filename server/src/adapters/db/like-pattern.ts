/** `text` for a LIKE pattern: its own `%`, `_` and `\` match themselves. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');
