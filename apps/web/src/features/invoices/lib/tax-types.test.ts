import { describe, expect, it } from 'vitest';
import { standardTaxType } from './tax-types';

const type = (id: number, rateBasisPoints: number) => ({ id, name: `T${id}`, rateBasisPoints });

describe('standardTaxType', () => {
  it.each([
    ['none', [], null],
    ['the highest rate', [type(1, 900), type(2, 2100), type(3, 0)], 2],
    ['the oldest of equal rates', [type(5, 0), type(4, 0)], 4],
  ])('%s', (_, types, expected) => {
    expect(standardTaxType(types)?.id ?? null).toBe(expected);
  });
});
