import type { RankingReason } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadTexts } from '@/testing/render';
import { pointsText, reasonText } from './reason-text';

beforeAll(loadTexts);

const textIn = async (language: string, reason: RankingReason) => {
  await i18n.loadLanguages(language);
  await i18n.loadNamespaces('find-best-person');
  return reasonText(i18n.getFixedT(language, 'find-best-person'), language, reason);
};

const base = { rule: 'skills', points: 10 } as const;

describe('reasonText', () => {
  it('fills in the numbers and picks the plural of the number asked for', async () => {
    const one = { ...base, code: 'skillsHeld', params: { held: 1, asked: 1 } } as const;
    const two = { ...base, code: 'skillsHeld', params: { held: 1, asked: 2 } } as const;
    expect(await textIn('en', one)).toBe('Has 1 of 1 requested skill');
    expect(await textIn('en', two)).toBe('Has 1 of 2 requested skills');
    expect(await textIn('nl', two)).toBe('Heeft 1 van 2 gevraagde vaardigheden');
    const distance = {
      rule: 'distance',
      points: 22,
      code: 'distance',
      params: { km: 12 },
    } as const;
    expect(await textIn('de', distance)).toBe('Wohnt 12 km entfernt');
  });

  it('writes the average in the language’s number format', async () => {
    const rated = {
      rule: 'rating',
      points: 7.5,
      code: 'rated',
      params: { average: 4.5, count: 3 },
    } as const;
    expect(await textIn('en', rated)).toBe('Rated 4.5 on average (3 ratings)');
    expect(await textIn('fr', rated)).toBe('Note moyenne de 4,5 (3 évaluations)');
    expect(await textIn('cy', { ...rated, params: { average: 4, count: 2 } })).toBe(
      'Sgôr cyfartalog o 4.0 (2 sgôr)',
    );
  });

  it('names reasons without numbers by their code', async () => {
    const member = { rule: 'membership', points: 5, code: 'member', params: {} } as const;
    expect(await textIn('es', member)).toBe('Miembro de un equipo de miembros');
  });
});

describe('pointsText', () => {
  it('signs points and formats them per language', () => {
    expect(pointsText('en', 24.8)).toBe('+24.8');
    expect(pointsText('nl', 24.8)).toBe('+24,8');
    expect(pointsText('en', -5)).toBe('-5');
    expect(pointsText('en', 0)).toBe('0');
  });
});
