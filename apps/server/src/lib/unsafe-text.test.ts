import { describe, expect, it } from 'vitest';
import { findUnsafeText, findUnsafeUploadText } from './unsafe-text';

describe('unsafe text', () => {
  it.each([
    ['a NUL byte', { caption: 'a\u0000b' }, 'body.caption', /NUL/],
    ['a lone high surrogate', { city: 'a\uD800' }, 'body.city', /lone surrogate/],
    ['a lone low surrogate', { items: [{ name: '\uDC00b' }] }, 'body.items.0.name', /surrogate/],
    ['a NUL in a key', { 'a\u0000': 1 }, 'body', /name in it/],
  ])('finds %s and names its field', (_, body, field, message) => {
    expect(findUnsafeText(body, 'body')).toEqual({
      field,
      message: expect.stringMatching(message),
    });
  });

  it('accepts ordinary text, emoji (a surrogate pair) and non-text values', () => {
    expect(findUnsafeText({ a: 'Zoë 🎉', b: 1, c: null, d: [true] }, 'body')).toBeNull();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep];
    expect(findUnsafeText(deep, 'body')?.message).toMatch(/NUL/);
  });

  it('checks upload fields and the file name', () => {
    expect(findUnsafeUploadText('a.pdf', { name: 'x\u0000' })?.field).toBe('body.name');
    expect(findUnsafeUploadText('a\u0000.pdf')?.field).toBe('body.file');
    expect(findUnsafeUploadText('a.pdf', { name: 'ok' })).toBeNull();
  });
});
