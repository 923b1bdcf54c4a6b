/** An ILIKE pattern matching `text` anywhere, with the user's % and _ taken literally. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[%_\\]/g, (char) => `\\${char}`)}%`;
