import type { JobDetail } from '@crewhub/shared';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconBriefcaseOff,
  IconFileText,
  IconInfoCircle,
  IconMap2,
  IconToolsKitchen2,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BottomActions } from '@/components/bottom-actions';
import { LinkRow } from '@/components/link-row';
import { FoundState } from '@/components/found-state';
import { SectionCard } from '@/components/section-card';
import { ShiftSummary } from '@/components/shift-summary';
import { StatusBadge } from '@/components/status-badge';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useMapLink } from '@/lib/map-link';
import { usePageTitle } from '@/lib/page-title';
import { useJob } from '../api/get-job';
import { ConfirmJobPanel } from './confirm-job-panel';
import { JobContacts } from './job-contacts';
import { RemoveApplicationButton } from './remove-application-button';

const Attendance = ({ job }: { job: JobDetail }) => {
  const { t } = useTranslation('jobs');
  const format = useFormat();
  if (!job.checkInAt) return null;
  return (
    <Group gap="xs" data-testid="job-attendance">
      <Badge color="teal" variant="light" size="lg">
        {t('detail.checkedIn', { time: format.clock(job.checkInAt, job.timeZone) })}
      </Badge>
      {job.checkOutAt ? (
        <Badge color="gray" variant="light" size="lg">
          {t('detail.checkedOut', { time: format.clock(job.checkOutAt, job.timeZone) })}
        </Badge>
      ) : null}
    </Group>
  );
};

/** An application can be withdrawn; the job then leaves my list, so go back to it. */
const ApplicationActions = ({ job }: { job: JobDetail }) => {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  return (
    <BottomActions
      note={
        <Text size="sm" c="dimmed">
          {t('application.pending')}
        </Text>
      }
    >
      <RemoveApplicationButton
        jobId={job.id}
        size="lg"
        onRemoved={() => void navigate(`${paths.jobs.getHref()}?tab=applied`, { replace: true })}
      />
    </BottomActions>
  );
};

const JobDetailView = ({ job }: { job: JobDetail }) => {
  const { t } = useTranslation('jobs');
  const crewId = String(job.projectCrewId);
  const place = job.location;
  const mapLink = useMapLink();
  return (
    <Stack gap="md" data-testid="job-detail">
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Group gap={6}>
            <StatusBadge status={job.status} />
            {job.hasChanged ? <Badge color="orange">{t('card.changed')}</Badge> : null}
            {job.isCrewChief ? <Badge variant="outline">{t('card.crewChief')}</Badge> : null}
          </Group>
          <ShiftSummary shift={job} extra={<Text size="sm">{job.crewName}</Text>} />
          <Attendance job={job} />
        </Stack>
      </Paper>
      <SectionCard title={t('detail.onSite')} icon={IconUsersGroup}>
        <LinkRow
          to={paths.crew.getHref({ id: crewId })}
          label={t('detail.crewPage')}
          description={t('detail.crewPageText')}
          icon={IconUsersGroup}
          testId="job-crew-link"
        />
        {place ? (
          <LinkRow
            to={mapLink(place)}
            external
            label={place.name}
            description={[place.street, place.city].filter(Boolean).join(', ') || t('detail.map')}
            icon={IconMap2}
            testId="job-map-link"
          />
        ) : null}
        {job.isCrewChief ? (
          <LinkRow
            to={paths.jobCrewChiefDocuments.getHref({ id: String(job.id) })}
            label={t('detail.crewChiefDocuments')}
            icon={IconFileText}
            testId="job-crew-chief-documents-link"
          />
        ) : null}
      </SectionCard>
      {job.crewInfo ? (
        <SectionCard title={t('detail.crewInfo')} icon={IconInfoCircle}>
          <Text style={{ whiteSpace: 'pre-line' }}>{job.crewInfo}</Text>
        </SectionCard>
      ) : null}
      {job.catering ? (
        <SectionCard title={t('detail.catering')} icon={IconToolsKitchen2}>
          <Text>{job.catering}</Text>
        </SectionCard>
      ) : null}
      <JobContacts job={job} />
      <ConfirmJobPanel job={job} />
      {job.status === 'applied' ? <ApplicationActions job={job} /> : null}
    </Stack>
  );
};

export const JobDetailPage = ({ id }: { id: number }) => {
  const { t } = useTranslation('jobs');
  const job = useJob(id);
  usePageTitle(job.data?.project.name);
  return (
    <FoundState query={job} notFound={t('detail.notFound')} icon={IconBriefcaseOff}>
      {(data) => <JobDetailView job={data} />}
    </FoundState>
  );
};
