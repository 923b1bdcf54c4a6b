import type { JobDetail } from '@crewhub/shared';
import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BottomActions } from '@/components/bottom-actions';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useNow } from '@/lib/use-now';
import { useConfirmJob } from '../api/confirm-job';
import { confirmStateOf } from '../lib/confirm-state';

/** Confirm while the job has not started; afterwards, point to planning. */
export const ConfirmJobPanel = ({ job }: { job: JobDetail }) => {
  const { t } = useTranslation('jobs');
  const format = useFormat();
  const now = useNow();
  const confirm = useConfirmJob(job.id);
  const state = confirmStateOf(job, now);

  if (state === 'confirmed') {
    return (
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck size={20} />}
        data-testid="job-confirmed"
      >
        {job.confirmedAt
          ? t('confirm.confirmedAt', { date: format.moment(job.confirmedAt) })
          : t('confirm.done')}
      </Alert>
    );
  }
  if (state === 'alreadyStarted') {
    return (
      <BottomActions
        note={
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            data-testid="job-already-started"
          >
            <Text size="sm">{t('confirm.alreadyStarted')}</Text>
          </Alert>
        }
      >
        <Button
          component={Link}
          to={paths.jobContactProjectManager.getHref({ id: String(job.id) })}
          size="lg"
          variant="light"
          leftSection={<IconPhone size={20} />}
          data-testid="contact-planning-button"
        >
          {t('confirm.contactPlanning')}
        </Button>
      </BottomActions>
    );
  }
  if (state === 'none') return null;
  return (
    <BottomActions
      note={
        <Text size="sm" c="dimmed">
          {t('confirm.hint')}
        </Text>
      }
    >
      <Button
        size="lg"
        color="green"
        leftSection={<IconCircleCheck size={22} />}
        loading={confirm.isPending}
        onClick={() =>
          confirm.mutate(undefined, { onSuccess: () => toast.success(t('confirm.done')) })
        }
        data-testid="confirm-job-button"
      >
        {t('confirm.button')}
      </Button>
    </BottomActions>
  );
};
