import { vacancyIneligibilitySchema, type Vacancy } from '@crewhub/shared';
import { Badge, Button, Group, Paper, Spoiler, Stack, Text } from '@mantine/core';
import { IconCheck, IconHandStop, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ShiftSummary } from '@/components/shift-summary';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toasts';
import { useChangeApplication } from '../api/apply-vacancy';

/** The server lists every rule that stood in the way; say them in the user's language. */
const useRefusalText = () => {
  const { t } = useTranslation('vacancies');
  return (error: unknown): string => {
    if (!isApiError(error, 'VACANCY_NOT_ELIGIBLE')) return errorText(error);
    const reasons = error.issues.flatMap(({ field }) => {
      const reason = vacancyIneligibilitySchema.safeParse(field);
      return reason.success ? [t(`ineligible.${reason.data}`)] : [];
    });
    return reasons.length ? reasons.join(' ') : errorText(error);
  };
};

export const VacancyCard = ({ vacancy }: { vacancy: Vacancy }) => {
  const { t } = useTranslation('vacancies');
  const refusal = useRefusalText();
  const apply = useChangeApplication('applyVacancy');
  const unapply = useChangeApplication('unapplyVacancy');
  const id = vacancy.projectCrewItemId;
  const onError = (error: unknown) => toast.error(refusal(error));

  const status = vacancy.applied ? (
    <Badge color="blue" leftSection={<IconCheck size={14} />} data-testid="applied-badge">
      {t('applied')}
    </Badge>
  ) : (
    <Badge color="teal" variant="light">
      {t('openRows', { count: vacancy.openRows })}
    </Badge>
  );
  // One action per card: apply, or withdraw once applied (quieter, it undoes).
  const action = vacancy.applied ? (
    <Button
      size="sm"
      mih={44}
      variant="subtle"
      color="red"
      leftSection={<IconX size={16} />}
      loading={unapply.isPending}
      onClick={() =>
        unapply.mutate(id, { onSuccess: () => toast.success(t('unapplied')), onError })
      }
      data-testid="unapply-button"
    >
      {t('unapply')}
    </Button>
  ) : (
    <Button
      size="sm"
      mih={44}
      leftSection={<IconHandStop size={16} />}
      loading={apply.isPending}
      onClick={() =>
        apply.mutate(id, { onSuccess: () => toast.success(t('appliedToast')), onError })
      }
      data-testid="apply-button"
    >
      {t('apply')}
    </Button>
  );

  return (
    <Paper withBorder p="md" data-testid={`vacancy-card-${id}`}>
      <Stack gap="xs">
        <ShiftSummary shift={vacancy} />
        {vacancy.crewInfo ? (
          <Spoiler maxHeight={22} showLabel={t('more')} hideLabel={t('less')}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {vacancy.crewInfo}
            </Text>
          </Spoiler>
        ) : null}
        <Group justify="space-between" gap="xs" wrap="wrap">
          {status}
          {action}
        </Group>
      </Stack>
    </Paper>
  );
};
