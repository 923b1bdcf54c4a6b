import type { RankingReason } from '@crewhub/shared';
import type { TFunction } from 'i18next';

/**
 * One ranking reason as a sentence in the UI language: the API sends a code with numbers
 * ({ code: 'distance', params: { km: 12 } }), the texts and plurals live in the locale files.
 */
export const reasonText = (
  t: TFunction<'find-best-person'>,
  language: string,
  reason: RankingReason,
): string => {
  switch (reason.code) {
    case 'skillsHeld':
    case 'tagsHeld':
      // The plural follows the number asked for: "1 of 1 requested skill", "1 of 2 … skills".
      return t(`reasons.${reason.code}`, { held: reason.params.held, count: reason.params.asked });
    case 'distance':
      return t('reasons.distance', { km: reason.params.km });
    case 'rated':
      return t('reasons.rated', {
        average: new Intl.NumberFormat(language, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(reason.params.average),
        count: reason.params.count,
      });
    case 'restTooShort':
    case 'weeklyMaximumExceeded':
    case 'quotaExceeded':
      return t(`reasons.${reason.code}`, {
        hours: new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(
          reason.params.hours,
        ),
      });
    default:
      return t(`reasons.${reason.code}`);
  }
};

/** Points with their sign in the UI language's number format ("+24.8", "+24,8", "-5"). */
export const pointsText = (language: string, points: number): string =>
  new Intl.NumberFormat(language, { signDisplay: 'exceptZero', maximumFractionDigits: 1 }).format(
    points,
  );
