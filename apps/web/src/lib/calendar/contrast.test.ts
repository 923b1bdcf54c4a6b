import { positionColours, projectStateColours } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenToContrast, luminance, textColourOn } from './contrast';

describe('textColourOn', () => {
  it('picks white on dark and black on light colours', () => {
    expect(textColourOn('#212529')).toBe('#fff');
    expect(textColourOn('#ffffff')).toBe('#000');
    expect(textColourOn(positionColours.requestPending)).toBe('#000');
    expect(textColourOn(positionColours.absence)).toBe('#fff');
    expect(textColourOn(projectStateColours.client_draft)).toBe('#000');
  });

  it('reads the short form it answers with', () => {
    expect(luminance('#fff')).toBe(1);
    expect(contrastRatio(textColourOn('#212529'), '#000')).toBe(21);
  });

  it('treats unreadable colours as black backgrounds', () => {
    expect(luminance('red')).toBe(0);
    expect(textColourOn('not a colour')).toBe('#fff');
  });
});

describe('darkenToContrast', () => {
  const surface = '#f1f3f5';

  it('keeps a colour that already reaches the ratio', () => {
    expect(darkenToContrast('#212529', surface, 4.6)).toBe('#212529');
  });

  it('takes the lightest 2% step of the same hue that reaches the ratio', () => {
    // Mantine's yellow 6: the step before, #916603, stops at 4.598.
    expect(darkenToContrast('#fab005', surface, 4.6)).toBe('#8c6303');
    expect(contrastRatio('#916603', surface)).toBeLessThan(4.6);
    expect(contrastRatio('#8c6303', surface)).toBeGreaterThanOrEqual(4.6);
  });

  it('ends at black when no step is dark enough', () => {
    expect(darkenToContrast('#ffffff', '#ffffff', 22)).toBe('#000000');
  });
});
