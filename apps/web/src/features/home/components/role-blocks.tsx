import type {
  ClientHome,
  HomeDashboard,
  OfficeHome,
  PlannerHome,
  PlannerAssignment,
  Staffing,
} from '@crewhub/shared';
import { Badge, Progress, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarDue,
  IconCash,
  IconFileCertificate,
  IconFileInvoice,
  IconFileUpload,
  IconHandStop,
  IconMail,
  IconReceipt,
  IconUserCheck,
  IconUserQuestion,
  IconUsersGroup,
  IconUserSearch,
  IconLayoutDashboard,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '@/components/link-row';
import { paths } from '@/config/paths';
import { formatTimeRange, useFormat } from '@/lib/format';
import type { HomeBlock } from './home-blocks';

type Counted<T> = { total: number; items: T[] };

const projectHref = (number: string) => paths.project.getHref({ number });

/** Share of the needed people that is booked, 100 when nothing is needed. */
export const fillPercent = ({ needed, booked }: Staffing): number =>
  needed === 0 ? 100 : Math.round((booked / needed) * 100);

/** Rows shared by the three roles: staffing badges and the "and 12 more" line. */
const useRowHelpers = () => {
  const { t } = useTranslation('home');
  const format = useFormat();
  const staffingBadge = (staffing: Staffing) => (
    <Badge
      variant="light"
      color={staffing.booked >= staffing.needed ? 'teal' : 'orange'}
      leftSection={staffing.booked >= staffing.needed ? null : <IconUserSearch size={14} />}
    >
      {t('staffing.badge', { booked: staffing.booked, needed: staffing.needed })}
    </Badge>
  );
  /** The block's rows plus, when it holds more than it shows, how many more. */
  const withMore = <T,>(block: Counted<T>, row: (item: T) => ReactNode) => [
    ...block.items.map(row),
    ...(block.total > block.items.length
      ? [
          <Text key="more" size="sm" c="dimmed" px="md" pt={4} data-testid="home-more">
            {t('more', { count: block.total - block.items.length })}
          </Text>,
        ]
      : []),
  ];
  return { t, format, staffingBadge, withMore };
};

type Tools = ReturnType<typeof useRowHelpers>;

const plannerBlocks = (
  planner: PlannerHome,
  { t, format, staffingBadge, withMore }: Tools,
): HomeBlock[] => {
  const assignmentRow =
    (testId: string) =>
    ({ assignmentId, personName, functionName, project, startDate }: PlannerAssignment) => (
      <LinkRow
        key={assignmentId}
        to={projectHref(project.number)}
        label={personName}
        description={`${functionName} · ${project.name} · ${format.day(startDate)}`}
        testId={`${testId}-${assignmentId}`}
      />
    );
  const percent = fillPercent(planner.staffing);
  return [
    {
      key: 'staffing',
      icon: IconUsersGroup,
      color: percent < 100 ? 'orange' : 'teal',
      rows:
        planner.staffing.needed === 0
          ? []
          : [
              <div key="fill" data-testid="home-fill-rate">
                <Text fw={600}>
                  {t('staffing.summary', {
                    percent,
                    booked: planner.staffing.booked,
                    needed: planner.staffing.needed,
                  })}
                </Text>
                <Progress
                  value={percent}
                  size="lg"
                  mt="xs"
                  color={percent < 100 ? 'orange' : 'teal'}
                  aria-label={t('staffing.progress')}
                />
              </div>,
              <LinkRow
                key="calendar"
                to={paths.planningCalendar.path}
                label={t('staffing.openCalendar')}
              />,
            ],
    },
    {
      key: 'conflicts',
      icon: IconAlertTriangle,
      color: 'red',
      rows: withMore(planner.conflicts, (conflict) => (
        <LinkRow
          key={`${conflict.kind}-${conflict.assignmentId}`}
          to={projectHref(conflict.project.number)}
          label={conflict.personName}
          description={`${conflict.functionName} · ${conflict.project.name} · ${format.day(conflict.startDate)}`}
          badge={
            <Badge color="red" variant="light" leftSection={<IconAlertTriangle size={14} />}>
              {t(`conflicts.${conflict.kind}`)}
            </Badge>
          }
          testId={`home-conflict-${conflict.assignmentId}`}
        />
      )),
    },
    {
      key: 'positionsToStaff',
      icon: IconUserSearch,
      color: 'orange',
      rows: withMore(planner.positionsToStaff, (position) => (
        <LinkRow
          key={position.positionId}
          to={projectHref(position.project.number)}
          label={`${position.functionName} · ${position.project.name}`}
          description={[
            format.day(position.startDate),
            formatTimeRange(position.startTime, position.endTime),
            position.crewName,
          ]
            .filter(Boolean)
            .join(' · ')}
          badge={staffingBadge(position)}
          testId={`home-position-${position.positionId}`}
        />
      )),
    },
    {
      key: 'requestsWaiting',
      icon: IconUserQuestion,
      rows: withMore(planner.requestsWaiting, assignmentRow('home-request')),
    },
    {
      key: 'applications',
      icon: IconHandStop,
      color: 'cyan',
      rows: withMore(planner.applications, assignmentRow('home-application')),
    },
    {
      key: 'todosDue',
      icon: IconCalendarDue,
      rows: planner.todosDue
        ? withMore(planner.todosDue, (todo) => (
            <LinkRow
              key={todo.id}
              to={paths.todoCalendar.path}
              label={todo.caption}
              description={t('todos.due', { date: format.day(todo.dueDate) })}
              testId={`home-todo-${todo.id}`}
            />
          ))
        : [],
    },
  ];
};

const officeBlocks = (office: OfficeHome, { t, format, withMore }: Tools): HomeBlock[] => {
  const approvals = office.profileApprovals;
  return [
    {
      // A line the crew member declined holds up their payroll: first on the office's home.
      key: 'declinedLines',
      icon: IconCash,
      color: 'red',
      rows: office.declinedLines
        ? withMore(office.declinedLines, (line) => (
            <LinkRow
              key={line.id}
              to={paths.payrollItem.getHref({ id: String(line.id) })}
              label={`${line.personName} · ${line.description}`}
              description={[line.payrollNumber, line.feedback].filter(Boolean).join(' · ')}
              badge={
                <Badge color="red" variant="light">
                  {t('declined.badge')}
                </Badge>
              }
              testId={`home-declined-${line.id}`}
            />
          ))
        : [],
    },
    {
      key: 'receipts',
      icon: IconReceipt,
      color: 'orange',
      rows: office.receipts
        ? withMore(office.receipts, (receipt) => (
            <LinkRow
              key={receipt.number}
              to={paths.receipt.getHref({ number: receipt.number })}
              label={receipt.personName}
              description={`${receipt.number} · ${format.day(receipt.date)} · ${format.money(receipt.totalCents)}`}
              testId={`home-receipt-${receipt.number}`}
            />
          ))
        : [],
    },
    {
      key: 'profileApprovals',
      icon: IconUserCheck,
      color: 'grape',
      rows:
        approvals && approvals.changes + approvals.pictures > 0
          ? [
              <LinkRow
                key="approvals"
                to={paths.profileApprovals.path}
                label={t('approvals.label')}
                description={[
                  approvals.changes ? t('approvals.changes', { count: approvals.changes }) : null,
                  approvals.pictures
                    ? t('approvals.pictures', { count: approvals.pictures })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                testId="home-profile-approvals"
              />,
            ]
          : [],
    },
    {
      key: 'uploads',
      icon: IconFileUpload,
      rows: office.uploads
        ? withMore(office.uploads, (upload) => (
            <LinkRow
              key={upload.id}
              // The block shows only to reviewers, whose queue settles every kind of upload.
              to={paths.documentApprovals.path}
              label={upload.name}
              description={[upload.typeName, upload.ownerName ?? upload.project?.name]
                .filter(Boolean)
                .join(' · ')}
              testId={`home-upload-approval-${upload.id}`}
            />
          ))
        : [],
    },
    {
      key: 'overdueInvoices',
      icon: IconFileInvoice,
      color: 'red',
      rows: office.overdueInvoices
        ? withMore(office.overdueInvoices, (invoice) => (
            <LinkRow
              key={invoice.number}
              to={paths.invoice.getHref({ number: invoice.number })}
              label={`${invoice.number} · ${invoice.companyName}`}
              description={`${t('invoices.dueOn', { date: format.day(invoice.dueDate) })} · ${format.money(invoice.totalCents)}`}
              testId={`home-invoice-${invoice.number}`}
            />
          ))
        : [],
    },
    {
      key: 'unreadMail',
      icon: IconMail,
      rows: (office.unreadMail ?? []).map((mailbox) => (
        <LinkRow
          key={mailbox.mailboxId ?? 'own'}
          to={`${paths.mailbox.path}?mailbox=${mailbox.mailboxId ?? 'own'}`}
          label={mailbox.mailboxId === null ? t('mail.own') : mailbox.name}
          badge={t('mail.unread', { count: mailbox.unread })}
          testId={`home-mailbox-${mailbox.mailboxId ?? 'own'}`}
        />
      )),
    },
  ];
};

const clientBlocks = (
  client: ClientHome,
  { t, format, staffingBadge, withMore }: Tools,
): HomeBlock[] => {
  return [
    {
      key: 'clientProjects',
      icon: IconLayoutDashboard,
      rows: withMore(client.projects, (project) => (
        <LinkRow
          key={project.id}
          to={projectHref(project.number)}
          label={project.name}
          description={[
            project.ongoing ? t('clientProjects.ongoing') : null,
            project.beginDate ? format.dayRange(project.beginDate, project.endDate) : null,
            project.number,
          ]
            .filter(Boolean)
            .join(' · ')}
          badge={project.staffing.needed > 0 ? staffingBadge(project.staffing) : undefined}
          testId={`home-client-project-${project.number}`}
        />
      )),
    },
    {
      key: 'clientDeliveryNotes',
      icon: IconFileCertificate,
      color: 'grape',
      rows: withMore(client.deliveryNotes, (note) => (
        <LinkRow
          key={note.projectCrewId}
          to={projectHref(note.project.number)}
          label={note.crewName}
          description={`${note.project.name} · ${format.day(note.date)}`}
          testId={`home-client-note-${note.projectCrewId}`}
        />
      )),
    },
    {
      key: 'invoicesDue',
      icon: IconFileInvoice,
      color: 'orange',
      rows: client.invoicesDue
        ? withMore(client.invoicesDue, (invoice) => (
            <LinkRow
              key={invoice.number}
              to={paths.invoice.getHref({ number: invoice.number })}
              label={invoice.number}
              description={`${t('invoices.dueOn', { date: format.day(invoice.dueDate) })} · ${format.money(invoice.totalCents)}`}
              badge={
                invoice.overdue ? (
                  <Badge color="red" variant="light">
                    {t('invoices.overdue')}
                  </Badge>
                ) : undefined
              }
              testId={`home-invoice-${invoice.number}`}
            />
          ))
        : [],
    },
  ];
};

/** The blocks of the caller's planner, office and client roles, in that order. */
export const useRoleBlocks = (home: HomeDashboard): HomeBlock[] => {
  const tools = useRowHelpers();
  return [
    ...(home.planner ? plannerBlocks(home.planner, tools) : []),
    ...(home.office ? officeBlocks(home.office, tools) : []),
    ...(home.client ? clientBlocks(home.client, tools) : []),
  ];
};
