import type { CrewInfo, CrewInfoItem } from '@crewhub/shared';
import { Paper, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconClipboardText, IconInfoCircle, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { LinkRow } from '@/components/link-row';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useLinkTitle } from '@/lib/link-title';
import { useCrewInfo } from '../api/get-crew-info';
import { groupItems } from '../lib/group-items';

const ItemBlock = ({ item }: { item: CrewInfoItem }) =>
  item.url ? (
    <LinkRow
      to={item.url}
      label={item.title}
      description={item.body || undefined}
      icon={IconLink}
      testId={`crew-info-item-${item.id}`}
    />
  ) : (
    <Stack gap={2} py={6} data-testid={`crew-info-item-${item.id}`}>
      <Text fw={600}>{item.title}</Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {item.body}
      </Text>
    </Stack>
  );

/** The office's blocks (check-in rules, dress code, payroll dates ...) by category. */
const OfficeItems = ({ items }: { items: CrewInfoItem[] }) => {
  const { t } = useTranslation('crew-info');
  return groupItems(items).map((group) => (
    <SectionCard
      key={group.category ?? ''}
      title={group.category ?? t('more')}
      icon={IconClipboardText}
      testId="crew-info-group"
    >
      {group.items.map((item) => (
        <ItemBlock key={item.id} item={item} />
      ))}
    </SectionCard>
  ));
};

const JobNotes = ({ jobs }: { jobs: CrewInfo['jobs'] }) => {
  const { t } = useTranslation('crew-info');
  const format = useFormat();
  return (
    <SectionCard title={t('jobs')} icon={IconBriefcase}>
      {jobs.map((job) => (
        <Paper key={job.jobId} withBorder p="sm" data-testid={`crew-info-job-${job.jobId}`}>
          <LinkRow
            to={paths.job.getHref({ id: String(job.jobId) })}
            label={`${job.functionName} · ${job.project.name}`}
            description={format.day(job.startDate, 'long')}
          />
          <Text px="md" pb="xs" style={{ whiteSpace: 'pre-line' }}>
            {job.crewInfo}
          </Text>
        </Paper>
      ))}
    </SectionCard>
  );
};

/** Practical information for crew: the office's rules and links, and notes on my jobs. */
export const CrewInfoPage = () => {
  const { t } = useTranslation('crew-info');
  const info = useCrewInfo();
  const linkTitle = useLinkTitle();
  return (
    <QueryState query={info}>
      {({ links, items, jobs }) =>
        links.length === 0 && items.length === 0 && jobs.length === 0 ? (
          <FriendlyEmpty
            icon={IconInfoCircle}
            title={t('empty.title')}
            description={t('empty.text')}
            testId="crew-info-empty"
          />
        ) : (
          <Stack gap="md" data-testid="crew-info">
            <OfficeItems items={items} />
            {jobs.length > 0 ? <JobNotes jobs={jobs} /> : null}
            {links.length > 0 ? (
              <SectionCard title={t('links')} icon={IconLink}>
                {links.map((link) => (
                  <LinkRow key={link.key} to={link.path} label={linkTitle(link)} icon={IconLink} />
                ))}
              </SectionCard>
            ) : null}
          </Stack>
        )
      }
    </QueryState>
  );
};
