import type { Job } from '@crewhub/shared';
import { Badge, Group, Paper, Stack, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShiftSummary } from '@/components/shift-summary';
import { StatusBadge } from '@/components/status-badge';
import { paths } from '@/config/paths';
import classes from './job-card.module.css';

/** One job in a list; the whole card opens the job, the action (if any) sits below it. */
export const JobCard = ({ job, action }: { job: Job; action?: ReactNode }) => {
  const { t } = useTranslation('jobs');
  return (
    <Paper withBorder data-testid={`job-card-${job.id}`}>
      <UnstyledButton
        component={Link}
        to={paths.job.getHref({ id: String(job.id) })}
        className={classes.link}
        data-testid={`job-link-${job.id}`}
      >
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6}>
              <StatusBadge status={job.status} />
              {job.hasChanged ? (
                <Badge color="orange" variant="filled">
                  {t('card.changed')}
                </Badge>
              ) : null}
              {job.isCrewChief ? <Badge variant="outline">{t('card.crewChief')}</Badge> : null}
              {job.spare && job.status !== 'spare' ? (
                <Badge color="cyan" variant="outline">
                  {t('card.spare')}
                </Badge>
              ) : null}
            </Group>
            <ShiftSummary shift={job} />
          </Stack>
          <IconChevronRight size={20} opacity={0.5} style={{ alignSelf: 'center' }} />
        </Group>
      </UnstyledButton>
      {action ? (
        <Group px="md" pb="md" justify="flex-end">
          {action}
        </Group>
      ) : null}
    </Paper>
  );
};
