import type { FieldIssue } from './app-error';

const nulMessage = 'Must not contain a NUL character';
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const surrogateMessage = 'Must be valid Unicode (it contains a lone surrogate)';

/**
 * Text PostgreSQL cannot store (a NUL byte) or that is not valid UTF-8 (a lone surrogate, which
 * also makes encodeURIComponent throw), with the message to answer; null when the text is fine.
 */
export const unsafeTextReason = (text: string): string | null => {
  if (text.includes('\u0000')) return nulMessage;
  if (loneSurrogate.test(text)) return surrogateMessage;
  return null;
};

/**
 * The first string in a parsed request part (params, query or JSON body), keys included, that
 * is unsafe text, as a field issue named like the validation issues (`body.items.0.name`).
 * Walks with an explicit stack: a deeply nested JSON body must not overflow the call stack.
 */
export const findUnsafeText = (value: unknown, field: string): FieldIssue | null => {
  const pending: [unknown, string][] = [[value, field]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      const message = unsafeTextReason(current);
      if (message) return { field: path, message };
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const message = unsafeTextReason(key);
        if (message) return { field: path, message: `A name in it: ${message.toLowerCase()}` };
        pending.push([child, `${path}.${key}`]);
      }
    }
  }
  return null;
};

/**
 * The same check for a multipart upload, whose text fields and file name the input guard never
 * sees (the route reads the stream itself); the file name is stored, so it counts as text.
 */
export const findUnsafeUploadText = (
  filename: string,
  fields: Record<string, string> = {},
): FieldIssue | null => {
  const inFields = findUnsafeText(fields, 'body');
  if (inFields) return inFields;
  const inName = unsafeTextReason(filename);
  return inName ? { field: 'body.file', message: `File name: ${inName.toLowerCase()}` } : null;
};
