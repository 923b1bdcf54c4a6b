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

  return (
    <Paper withBorder p="md" data-testid={`vacancy-card-${id}`}>
      <Stack gap="sm">
        <Group gap={6}>
          {vacancy.applied ? (
            <Badge color="blue" leftSection={<IconCheck size={14} />} data-testid="applied-badge">
              {t('applied')}
            </Badge>
          ) : (
            <Badge color="teal" variant="light">
              {t('openRows', { count: vacancy.openRows })}
            </Badge>
          )}
        </Group>
        <ShiftSummary shift={vacancy} />
        {vacancy.crewInfo ? (
          <Spoiler maxHeight={44} showLabel={t('more')} hideLabel={t('less')}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {vacancy.crewInfo}
            </Text>
          </Spoiler>
        ) : null}
        {vacancy.applied ? (
          <Button
            size="md"
            h={48}
            variant="light"
            color="red"
            leftSection={<IconX size={18} />}
            loading={unapply.isPending}
            onClick={() =>
              unapply.mutate(id, {
                onSuccess: () => toast.success(t('unapplied')),
                onError,
              })
            }
            data-testid="unapply-button"
          >
            {t('unapply')}
          </Button>
        ) : (
          <Button
            size="md"
            h={48}
            leftSection={<IconHandStop size={18} />}
            loading={apply.isPending}
            onClick={() =>
              apply.mutate(id, { onSuccess: () => toast.success(t('appliedToast')), onError })
            }
            data-testid="apply-button"
          >
            {t('apply')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
};
