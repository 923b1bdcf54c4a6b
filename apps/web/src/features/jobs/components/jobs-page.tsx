import { jobTabs, type JobTab } from '@crewhub/shared';
import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CrewsLedSection } from './crews-led-section';
import { JobList } from './job-list';
import classes from './jobs-page.module.css';

const isJobTab = (value: string | null): value is JobTab =>
  (jobTabs as readonly (string | null)[]).includes(value);

/**
 * My jobs in four tabs (past, upcoming, to confirm, applied for), under the crews I lead; the
 * tab lives in the URL so "back" returns to it.
 */
export const JobsPage = () => {
  const { t } = useTranslation('jobs');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: JobTab = isJobTab(requested) ? requested : 'upcoming';

  const pick = (value: string | null) => {
    if (isJobTab(value)) setParams({ tab: value }, { replace: true });
  };

  return (
    <Stack gap="md" data-testid="jobs-page">
      <CrewsLedSection />
      <Tabs value={tab} onChange={pick} variant="pills" radius="xl" keepMounted={false}>
        <Tabs.List className={classes.list}>
          {jobTabs.map((key) => (
            <Tabs.Tab key={key} value={key} className={classes.tab} data-testid={`jobs-tab-${key}`}>
              {t(`tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {jobTabs.map((key) => (
          <Tabs.Panel key={key} value={key} pt="md">
            <JobList tab={key} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
};
