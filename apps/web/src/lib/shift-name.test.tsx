import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { loadTexts } from '@/testing/render';
import { useShiftName } from './shift-name';

beforeAll(loadTexts);

describe('useShiftName', () => {
  it('translates shift codes and keeps a planner’s own words', async () => {
    await i18n.changeLanguage('de');
    const { result } = renderHook(() => useShiftName());
    expect(result.current('day')).toBe('Tag');
    expect(result.current('Evening')).toBe('Abend');
    expect(result.current('Load-out team B')).toBe('Load-out team B');
    await i18n.changeLanguage('en');
  });
});
