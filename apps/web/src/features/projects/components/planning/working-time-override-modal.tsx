import type { WorkingTimeBreach } from '@crewhub/shared';
import { Alert, List, Text, Textarea } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { QueryState } from '@/components/query-state';
import { useFormat } from '@/lib/format';
import { useWorkingTimeCheck } from '../../api/get-working-time';

type WorkingTimeOverrideModalProps = {
  positionId: number;
  personId: number;
  personName: string;
  submitting: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: (reason: string) => void;
};

const BreachList = ({ breaches }: { breaches: WorkingTimeBreach[] }) => {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const hours = (minutes: number) => format.hours(Math.abs(minutes) / 60);
  return (
    <List size="sm" spacing={4} data-testid="working-time-breaches">
      {breaches.map((breach) => (
        <List.Item key={breach.rule}>
          {t(`workingTime.breach.${breach.rule}`, {
            difference: hours(breach.differenceMinutes),
            actual: hours(breach.actualMinutes),
            limit: hours(breach.limitMinutes),
          })}
        </List.Item>
      ))}
    </List>
  );
};

/**
 * Confirming someone broke a working-time rule: the planner sees which rules and by how many
 * hours, and confirms anyway only with a reason, which the server logs with the assignment.
 */
export const WorkingTimeOverrideModal = ({
  positionId,
  personId,
  personName,
  submitting,
  error,
  onClose,
  onConfirm,
}: WorkingTimeOverrideModalProps) => {
  const { t } = useTranslation('projects');
  const check = useWorkingTimeCheck(positionId, personId);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  return (
    <FormModal
      onClose={onClose}
      title={t('workingTime.title', { name: personName })}
      onSubmit={() => {
        setTouched(true);
        if (!missing) onConfirm(reason.trim());
      }}
      submitting={submitting}
      submitLabel={t('workingTime.confirm')}
      error={error}
      testId="working-time-override"
      submitTestId="working-time-confirm"
    >
      <Alert color="orange" icon={<IconClockExclamation size={18} />} p="sm">
        <QueryState query={check}>
          {({ breaches }) =>
            breaches.length === 0 ? (
              <Text size="sm">{t('workingTime.changed')}</Text>
            ) : (
              <BreachList breaches={breaches} />
            )
          }
        </QueryState>
      </Alert>
      <Textarea
        label={t('workingTime.reason')}
        description={t('workingTime.reasonHint')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        onBlur={() => setTouched(true)}
        error={touched && missing ? t('workingTime.reasonRequired') : undefined}
        required
        minRows={3}
        maxLength={1000}
        data-autofocus
        data-testid="working-time-reason"
      />
    </FormModal>
  );
};
