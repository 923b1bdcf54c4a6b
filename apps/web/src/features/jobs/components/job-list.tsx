import type { JobTab } from '@crewhub/shared';
import { Button, Stack } from '@mantine/core';
import {
  IconBriefcase,
  IconChecks,
  IconHandStop,
  IconHistory,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { QueryState } from '@/components/query-state';
import { ShowMore } from '@/components/show-more';
import { paths } from '@/config/paths';
import { useJobs } from '../api/get-jobs';
import { JobCard } from './job-card';
import { RemoveApplicationButton } from './remove-application-button';

const emptyIcons: Record<JobTab, Icon> = {
  past: IconHistory,
  upcoming: IconBriefcase,
  toConfirm: IconChecks,
  applied: IconHandStop,
};

/** Nothing booked yet: the vacancies are where new work comes from. */
const VacanciesLink = ({ label }: { label: string }) => (
  <Button component={Link} to={paths.vacancies.getHref()} size="md" variant="light" mt="sm">
    {label}
  </Button>
);

/** One tab's jobs, a page at a time. */
export const JobList = ({ tab }: { tab: JobTab }) => {
  const { t } = useTranslation('jobs');
  const query = useJobs(tab);
  return (
    <QueryState query={query}>
      {({ pages }) => {
        const jobs = pages.flatMap((page) => page.items);
        if (jobs.length === 0) {
          return (
            <FriendlyEmpty
              icon={emptyIcons[tab]}
              title={t(`empty.${tab}.title`)}
              description={t(`empty.${tab}.text`)}
              action={
                tab === 'upcoming' || tab === 'applied' ? (
                  <VacanciesLink label={t('vacanciesLink')} />
                ) : undefined
              }
              testId={`jobs-empty-${tab}`}
            />
          );
        }
        return (
          <Stack gap="sm" data-testid={`job-list-${tab}`}>
            {jobs.map((job) => (
              <JobCard
                key={job.id}
                job={job}
                action={tab === 'applied' ? <RemoveApplicationButton jobId={job.id} /> : null}
              />
            ))}
            <ShowMore
              query={query}
              shown={jobs.length}
              total={pages[0]?.total ?? 0}
              testId={`jobs-load-more-${tab}`}
            />
          </Stack>
        );
      }}
    </QueryState>
  );
};
