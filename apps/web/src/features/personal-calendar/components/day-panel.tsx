import {
  appointmentStatusSchema,
  crewItemStatusSchema,
  localDateOf,
  vacationRequestStatusSchema,
  type PersonalCalendarEvent,
} from '@crewhub/shared';
import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '@/components/link-row';
import { paths } from '@/config/paths';
import { formatDay, useFormat } from '@/lib/format';
import type { CalendarDay } from '../lib/day-look';
import { DeleteEntryButton } from './delete-entry-button';

/**
 * Times and days in the person's time zone, as the server placed the events on the calendar,
 * whatever zone this device is in. Whole-day entries end at the next midnight (exclusive):
 * show the last day they cover.
 */
const useWhen = (timeZone: string) => {
  const format = useFormat();
  return (event: PersonalCalendarEvent) => {
    if (event.kind === 'job' || event.kind === 'appointment')
      return `${format.clock(event.startsAt, timeZone)}–${format.clock(event.endsAt, timeZone)}`;
    const first = localDateOf(new Date(event.startsAt), timeZone);
    const last = localDateOf(new Date(new Date(event.endsAt).getTime() - 1), timeZone);
    return format.dayRange(first, last);
  };
};

const StatusText = ({ event }: { event: PersonalCalendarEvent }) => {
  const { t } = useTranslation(['personal-calendar', 'common', 'appointments']);
  const job = crewItemStatusSchema.safeParse(event.status);
  const vacation = vacationRequestStatusSchema.safeParse(event.status);
  const appointment = appointmentStatusSchema.safeParse(event.status);
  const text =
    event.kind === 'job' && job.success
      ? t(`common:crewItemStatus.${job.data}`)
      : event.kind === 'appointment' && appointment.success
        ? t(`appointments:status.${appointment.data}`)
        : vacation.success
          ? t(`personal-calendar:vacationStatus.${vacation.data}`)
          : null;
  if (!text) return null;
  return (
    <Badge variant="light" color="gray">
      {text}
    </Badge>
  );
};

const EventRow = ({ event, timeZone }: { event: PersonalCalendarEvent; timeZone: string }) => {
  const { t } = useTranslation('personal-calendar');
  const when = useWhen(timeZone)(event);
  const swatch = (
    <Box w={10} h={40} style={{ background: event.colour, borderRadius: 4, flex: 'none' }} />
  );
  // Jobs and appointments have a page of their own to open.
  const page =
    event.kind === 'job'
      ? paths.job.getHref({ id: String(event.id) })
      : event.kind === 'appointment'
        ? paths.appointment.getHref({ id: String(event.id) })
        : null;
  if (page) {
    return (
      <Group wrap="nowrap" gap="xs" data-testid={`calendar-event-${event.kind}-${event.id}`}>
        {swatch}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <LinkRow
            to={page}
            label={event.title}
            description={event.kind === 'job' ? when : `${t('kinds.appointment')} · ${when}`}
            badge={<StatusText event={event} />}
          />
        </Box>
      </Group>
    );
  }
  // My blocked dates and pending vacation requests can go; time off is the office's to change.
  const deleteKind =
    event.kind === 'blockDate'
      ? 'blockDate'
      : event.kind === 'vacation' && event.status === 'requested'
        ? 'vacation'
        : null;
  // Time off and vacation are named by what they are (sick day, unpaid vacation day, ...).
  const title =
    event.kind === 'timeOff' || event.kind === 'vacation'
      ? t(`legend.${event.legend}`)
      : event.title || t(`kinds.${event.kind}`);
  return (
    <Group
      wrap="nowrap"
      gap="sm"
      py={6}
      px="xs"
      data-testid={`calendar-event-${event.kind}-${event.id}`}
    >
      {swatch}
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} lineClamp={2}>
          {title}
        </Text>
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            {t(`kinds.${event.kind}`)} · {when}
          </Text>
          <StatusText event={event} />
        </Group>
      </Box>
      {deleteKind ? <DeleteEntryButton kind={deleteKind} id={event.id} /> : null}
    </Group>
  );
};

/** What is on the picked day, with delete for my own blocked dates and pending vacation. */
export const DayPanel = ({
  date,
  day,
  timeZone,
}: {
  date: string;
  day: CalendarDay | undefined;
  timeZone: string;
}) => {
  const { t, i18n } = useTranslation('personal-calendar');
  const events = day?.events ?? [];
  return (
    <Paper withBorder p="md" data-testid="day-panel">
      <Title order={2} fz="md" mb="xs">
        {formatDay(i18n.language, date, 'long')}
      </Title>
      {events.length === 0 ? (
        <Group gap="xs" c="dimmed" py="xs">
          <IconCalendarCheck size={20} />
          <Text c="dimmed">{t('day.free')}</Text>
        </Group>
      ) : (
        <Stack gap={4}>
          {events.map((event) => (
            <EventRow key={`${event.kind}-${event.id}`} event={event} timeZone={timeZone} />
          ))}
        </Stack>
      )}
    </Paper>
  );
};
