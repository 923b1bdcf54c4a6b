import type { HomeDashboard, Job } from '@crewhub/shared';
import {
  IconBriefcase,
  IconChecklist,
  IconClockPlay,
  IconFileCertificate,
  IconFileUpload,
  IconForms,
  IconHistory,
  IconInfoCircle,
  IconLayoutDashboard,
  IconSignature,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '@/components/link-row';
import { StatusBadge } from '@/components/status-badge';
import { paths } from '@/config/paths';
import { formatTimeRange, useFormat } from '@/lib/format';
import { useLinkTitle } from '@/lib/link-title';

export type HomeSectionKey =
  | 'now'
  | 'toConfirm'
  | 'deliveryNotes'
  | 'documents'
  | 'forms'
  | 'jobs'
  | 'changes'
  | 'projects'
  | 'information';

export type HomeBlock = { key: HomeSectionKey; icon: Icon; color?: string; rows: ReactNode[] };

/** Every block of the home screen as rows of links; an empty block is left out by the page. */
export const useHomeBlocks = (home: HomeDashboard): HomeBlock[] => {
  const { t } = useTranslation('home');
  const format = useFormat();
  const linkTitle = useLinkTitle();
  const when = (job: Job) =>
    [format.dayRange(job.startDate, job.endDate), formatTimeRange(job.startTime, job.endTime)]
      .filter(Boolean)
      .join(' · ');
  const jobRow = (job: Job, to = paths.job.getHref({ id: String(job.id) })) => (
    <LinkRow
      key={job.id}
      to={to}
      label={`${job.functionName} · ${job.project.name}`}
      description={when(job)}
      badge={<StatusBadge status={job.status} />}
      testId={`home-job-${job.id}`}
    />
  );
  const named =
    (to: (id: string) => string, icon: Icon) => (item: { id: number; name: string }) => (
      <LinkRow key={item.id} to={to(String(item.id))} label={item.name} icon={icon} />
    );
  return [
    {
      key: 'now',
      icon: IconClockPlay,
      color: 'teal',
      rows: home.now.map((job) =>
        jobRow(job, paths.crew.getHref({ id: String(job.projectCrewId) })),
      ),
    },
    {
      key: 'toConfirm',
      icon: IconChecklist,
      color: 'orange',
      rows: [
        ...home.jobsToConfirm.map((job) => jobRow(job)),
        ...home.payrollsToConfirm.map(named(() => paths.payrolls.getHref(), IconChecklist)),
      ],
    },
    {
      key: 'deliveryNotes',
      icon: IconFileCertificate,
      color: 'grape',
      rows: home.unsignedDeliveryNotes.map((note) => (
        <LinkRow
          key={note.projectCrewId}
          to={paths.crewDeliveryNote.getHref({ id: String(note.projectCrewId) })}
          label={note.crewName}
          description={`${note.project.name} · ${format.day(note.date)}`}
          icon={IconSignature}
          testId={`home-delivery-note-${note.projectCrewId}`}
        />
      )),
    },
    {
      key: 'documents',
      icon: IconSignature,
      rows: [
        ...home.documentsToSign.map(named((id) => paths.document.getHref({ id }), IconSignature)),
        ...home.documentsToUpload.map(
          named((id) => paths.document.getHref({ id }), IconFileUpload),
        ),
      ],
    },
    {
      key: 'forms',
      icon: IconForms,
      rows: home.forms.map(named((id) => paths.form.getHref({ id }), IconForms)),
    },
    { key: 'jobs', icon: IconBriefcase, rows: home.ongoingAndNextJobs.map((job) => jobRow(job)) },
    {
      key: 'changes',
      icon: IconHistory,
      rows: home.changes.map((change) => (
        <LinkRow
          key={`${change.jobId}-${change.changedAt}`}
          to={paths.job.getHref({ id: String(change.jobId) })}
          label={change.projectName}
          description={`${t(`changes.${change.kind}`)} · ${format.day(change.startDate)} · ${format.moment(change.changedAt)}`}
        />
      )),
    },
    {
      key: 'projects',
      icon: IconLayoutDashboard,
      rows: home.ongoingProjects.map((project) => (
        <LinkRow
          key={project.id}
          to={paths.project.getHref({ number: project.number })}
          label={project.name}
          description={
            project.beginDate ? format.dayRange(project.beginDate, project.endDate) : project.number
          }
        />
      )),
    },
    {
      key: 'information',
      icon: IconInfoCircle,
      rows: home.informationLinks.map((link) => (
        <LinkRow key={link.key} to={link.path} label={linkTitle(link)} />
      )),
    },
  ];
};
