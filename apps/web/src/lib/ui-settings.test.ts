import { describe, expect, it } from 'vitest';
import { pickedLanguage } from './ui-settings';

describe('pickedLanguage', () => {
  it('is absent until the visitor picks one', () => {
    expect(pickedLanguage()).toBeUndefined();
  });

  it('reads a stored alias such as deAt as Austrian German', () => {
    localStorage.setItem('uiSettings', '{"language":"deAt"}');
    expect(pickedLanguage()).toBe('de-at');
  });

  it('ignores a stored language it does not know', () => {
    localStorage.setItem('uiSettings', '{"language":"klingon"}');
    expect(pickedLanguage()).toBeUndefined();
  });

  it('lets the support key force the language, English when it names none', () => {
    localStorage.setItem('uiSettings', '{"language":"nl"}');
    localStorage.setItem('debugLanguage', 'de');
    expect(pickedLanguage()).toBe('de');
    localStorage.setItem('debugLanguage', 'xx');
    expect(pickedLanguage()).toBe('en');
  });
});
