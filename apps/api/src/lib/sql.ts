/** `%`, `_` and `\` typed by a user are literal characters in a LIKE pattern, not wildcards. */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (char) => `\\${char}`);
