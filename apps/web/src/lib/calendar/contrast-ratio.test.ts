import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenToContrast } from './contrast';

describe('contrast', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#868e96', '#ffffff', 3.32],
    ['#ffffff', '#ffffff', 1],
  ])('measures %s on %s as %f:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });

  it('keeps a colour that already reaches the ratio', () => {
    expect(darkenToContrast('#495057', '#ffffff', 4.5)).toBe('#495057');
  });

  it.each(['#868e96', '#40c057', '#fab005', '#228be6'])('darkens %s to 4.5:1 on white', (hex) => {
    const darker = darkenToContrast(hex, '#ffffff', 4.5);
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(darker, '#ffffff')).toBeLessThan(5);
  });
});
