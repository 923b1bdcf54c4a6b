import {
  localDateOf,
  type AgendaItem,
  type DocumentToUpload,
  type HomeDashboard,
  type Job,
  type LedCrew,
} from '@crewhub/shared';
import { Badge } from '@mantine/core';
import {
  IconBriefcase,
  IconCalendarClock,
  IconCash,
  IconClipboardList,
  IconChecklist,
  IconClockPlay,
  IconFileAlert,
  IconFileCertificate,
  IconFileUpload,
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
import { deviceTimeZone } from '@/lib/device-time-zone';
import { formatTimeRange, useFormat } from '@/lib/format';
import { useLinkTitle } from '@/lib/link-title';
import { ongoingProjectHref } from '../lib/ongoing-project-link';

export type HomeSectionKey =
  | 'now'
  | 'toConfirm'
  | 'payrolls'
  | 'forms'
  | 'deliveryNotes'
  | 'documents'
  | 'appointments'
  | 'jobs'
  | 'changes'
  | 'projects'
  | 'information'
  | 'staffing'
  | 'conflicts'
  | 'positionsToStaff'
  | 'requestsWaiting'
  | 'applications'
  | 'todosDue'
  | 'declinedLines'
  | 'receipts'
  | 'profileApprovals'
  | 'uploads'
  | 'overdueInvoices'
  | 'unreadMail'
  | 'clientProjects'
  | 'clientDeliveryNotes'
  | 'invoicesDue';

export type HomeBlock = { key: HomeSectionKey; icon: Icon; color?: string; rows: ReactNode[] };

type HomeBlockOptions = {
  /** Who may open projects goes there; crew go to their job or crew instead. */
  canReadProjects: boolean;
  /** Opens the upload dialog for a paper the person should upload. */
  onUpload: (paper: DocumentToUpload) => void;
};

type ShiftTimes = Pick<Job, 'startDate' | 'endDate' | 'startTime' | 'endTime'>;

const agendaKey = (item: AgendaItem) =>
  item.kind === 'crew' ? `crew-${item.projectCrewId}` : `job-${item.id}`;

/** What runs now plus the rest of today's jobs and crews, in the device's day. */
export const todayItems = (
  home: Pick<HomeDashboard, 'now' | 'ongoingAndNextJobs'>,
  today = localDateOf(new Date(), deviceTimeZone()),
): AgendaItem[] => {
  const running = new Set(home.now.map(agendaKey));
  return [
    ...home.now,
    ...home.ongoingAndNextJobs.filter(
      (item) => item.startDate <= today && !running.has(agendaKey(item)),
    ),
  ];
};

/** Every block of the home screen as rows of links; an empty block is left out by the page. */
export const useHomeBlocks = (
  home: HomeDashboard,
  { canReadProjects, onUpload }: HomeBlockOptions,
): HomeBlock[] => {
  const { t } = useTranslation('home');
  const format = useFormat();
  const linkTitle = useLinkTitle();
  const when = (shift: ShiftTimes) =>
    [
      format.dayRange(shift.startDate, shift.endDate),
      formatTimeRange(shift.startTime, shift.endTime),
    ]
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
  const crewHref = (crewId: number) => paths.crew.getHref({ id: String(crewId) });
  const crewRow = (crew: LedCrew) => (
    <LinkRow
      key={`crew-${crew.projectCrewId}`}
      to={crewHref(crew.projectCrewId)}
      label={`${crew.name} · ${crew.project.name}`}
      description={when(crew)}
      badge={<Badge variant="outline">{t('agenda.crewChief')}</Badge>}
      testId={`home-crew-${crew.projectCrewId}`}
    />
  );
  /** Crews I lead open their crew page; my jobs open `jobLink` (the job page by default). */
  const agendaRow = (item: AgendaItem, jobLink?: (job: Job) => string) =>
    item.kind === 'crew' ? crewRow(item) : jobRow(item, jobLink?.(item));
  const named =
    (to: (id: string) => string, icon: Icon) => (item: { id: number; name: string }) => (
      <LinkRow key={item.id} to={to(String(item.id))} label={item.name} icon={icon} />
    );
  return [
    {
      // Today first: what runs now and what starts later today, each opening its crew page
      // (where check-in opens on time).
      key: 'now',
      icon: IconClockPlay,
      color: 'teal',
      rows: todayItems(home).map((item) => agendaRow(item, (job) => crewHref(job.projectCrewId))),
    },
    {
      key: 'toConfirm',
      icon: IconChecklist,
      color: 'orange',
      rows: home.jobsToConfirm.map((job) => jobRow(job)),
    },
    {
      key: 'payrolls',
      icon: IconCash,
      color: 'orange',
      rows: home.payrollsToConfirm.map((payroll) => (
        <LinkRow
          key={payroll.id}
          to={paths.payroll.getHref({ number: payroll.number })}
          label={format.period(payroll.periodStart, payroll.periodEnd)}
          description={`${payroll.number} · ${format.money(payroll.totalCents)}`}
          badge={
            payroll.declinedItemCount > 0 ? (
              <Badge color="red" variant="light">
                {t('payrolls.declined', { count: payroll.declinedItemCount })}
              </Badge>
            ) : undefined
          }
          testId={`home-payroll-${payroll.id}`}
        />
      )),
    },
    {
      key: 'forms',
      icon: IconClipboardList,
      color: 'cyan',
      rows: home.formsToFill.map((form) => (
        <LinkRow
          key={form.resultId}
          to={paths.form.getHref({ id: String(form.resultId), name: form.slug })}
          label={form.name}
          description={[
            form.dueDate ? t('forms.due', { date: format.day(form.dueDate) }) : null,
            t('forms.progress', { answered: form.answered, total: form.total }),
          ]
            .filter(Boolean)
            .join(' · ')}
          testId={`home-form-${form.resultId}`}
        />
      )),
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
        ...home.documentsToUpload.map((paper) => (
          <LinkRow
            key={`upload-${paper.typeId}`}
            onClick={() => onUpload(paper)}
            label={paper.typeName}
            description={
              paper.rejected
                ? t('documents.rejected', { name: paper.rejected.name })
                : t('documents.asked')
            }
            icon={paper.rejected ? IconFileAlert : IconFileUpload}
            color={paper.rejected ? 'red' : undefined}
            testId={`home-upload-${paper.typeId}`}
          />
        )),
      ],
    },
    {
      key: 'appointments',
      icon: IconCalendarClock,
      color: 'violet',
      rows: home.appointments.map((appointment) => (
        <LinkRow
          key={appointment.id}
          to={paths.appointment.getHref({ id: String(appointment.id) })}
          label={appointment.subject}
          description={[
            `${format.day(appointment.date)} · ${appointment.startTime}–${appointment.endTime}`,
            appointment.place,
          ]
            .filter(Boolean)
            .join(' · ')}
          badge={
            appointment.status === 'proposed' ? (
              <Badge color="orange" variant="light">
                {t('appointments.toAnswer')}
              </Badge>
            ) : undefined
          }
          testId={`home-appointment-${appointment.id}`}
        />
      )),
    },
    {
      key: 'jobs',
      icon: IconBriefcase,
      rows: home.ongoingAndNextJobs.map((item) => agendaRow(item)),
    },
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
          to={ongoingProjectHref(project, canReadProjects)}
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
