import { positionColours, projectStateColours } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { luminance, textColourOn } from './contrast';

describe('textColourOn', () => {
  it('picks white on dark and black on light colours', () => {
    expect(textColourOn('#212529')).toBe('#fff');
    expect(textColourOn('#ffffff')).toBe('#000');
    expect(textColourOn(positionColours.requestPending)).toBe('#000');
    expect(textColourOn(positionColours.absence)).toBe('#fff');
    expect(textColourOn(projectStateColours.client_draft)).toBe('#000');
  });

  it('treats unreadable colours as black backgrounds', () => {
    expect(luminance('red')).toBe(0);
    expect(textColourOn('not a colour')).toBe('#fff');
  });
});
