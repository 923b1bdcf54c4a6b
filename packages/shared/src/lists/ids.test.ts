import { describe, expect, it } from 'vitest';
import { idParamSchema, idSchema, maxId } from './ids';

describe('ids', () => {
  it.each([0, -1, 1.5, maxId + 1, 1e20])('refuses %j in a body', (value) => {
    expect(idSchema.safeParse(value).success).toBe(false);
  });

  it.each(['0', '-1', 'abc', '1.5', '2147483648', '99999999999999999999', ''])(
    'refuses %j in a path or query',
    (value) => {
      expect(idParamSchema.safeParse(value).success).toBe(false);
    },
  );

  it('reads ids up to the largest PostgreSQL integer', () => {
    expect(idSchema.parse(maxId)).toBe(maxId);
    expect(idParamSchema.parse('42')).toBe(42);
    expect(idParamSchema.parse(String(maxId))).toBe(maxId);
  });
});
