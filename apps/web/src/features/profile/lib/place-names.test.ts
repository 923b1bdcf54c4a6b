import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, timeZoneOptions } from './place-names';

describe('place names', () => {
  it('names countries in the UI language', () => {
    expect(countryName('NL', 'en')).toBe('Netherlands');
    expect(countryName('NL', 'nl')).toBe('Nederland');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
  });

  it('sorts the country choices by their translated name', () => {
    const options = countryOptions('nl');
    expect(options.find((option) => option.value === 'BE')?.label).toBe('België');
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'nl')));
  });

  it('keeps a stored time zone the browser does not list', () => {
    expect(timeZoneOptions('Europe/Amsterdam')).toContain('Europe/Amsterdam');
    expect(timeZoneOptions('Etc/Unknown')[0]).toBe('Etc/Unknown');
  });
});
