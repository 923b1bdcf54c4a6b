import type { CrewPage } from '@crewhub/shared';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockCheck, IconLogin2, IconLogout2, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { attendanceState } from '../lib/attendance-state';
import { workingMembers } from '../lib/crew-role';

/**
 * Before check-in, the one honest next step: a big "Check in" only while check-in is open on a
 * confirmed job; otherwise what to do first or when it opens, in words.
 */
const CheckInStep = ({ page }: { page: CrewPage }) => {
  const { t } = useTranslation('crews');
  const format = useFormat();
  const now = useNow();
  const { assignmentId } = page.viewer;
  const own = page.members.find((member) => member.assignmentId === assignmentId);
  if (assignmentId !== null && own && workingMembers([own]).length === 0) {
    return (
      <>
        <Text data-testid="attendance-confirm-first">{t('attendance.confirmFirst')}</Text>
        <Button
          component={Link}
          to={paths.job.getHref({ id: String(assignmentId) })}
          variant="light"
          size="md"
          data-testid="attendance-open-job"
        >
          {t('attendance.openJob')}
        </Button>
      </>
    );
  }
  const state = attendanceState('check_in', page.viewer, now);
  if (state.status === 'tooEarly' || state.status === 'closed') {
    return (
      <Text data-testid={`attendance-${state.status}`}>
        {state.status === 'tooEarly'
          ? t('attendance.tooEarly', { time: format.moment(state.opensAt) })
          : t('attendance.closed.check_in', { time: format.moment(state.closedAt) })}
      </Text>
    );
  }
  return (
    <Button
      component={Link}
      to={paths.crewCheckIn.getHref({ id: String(page.id) })}
      size="lg"
      h={56}
      leftSection={<IconLogin2 size={22} />}
      data-testid="go-check-in"
    >
      {t('attendance.checkIn')}
    </Button>
  );
};

type AttendanceCardProps = { page: CrewPage; sharingLocation?: boolean };

/** My own day on this crew: checked in or not, and the button for the next step. */
export const AttendanceCard = ({ page, sharingLocation = false }: AttendanceCardProps) => {
  const { t } = useTranslation('crews');
  const format = useFormat();
  const { checkInAt, checkOutAt, timeZone } = page.viewer;
  const id = String(page.id);
  // In the person's time zone: a planner abroad sees the times the site saw.
  const clock = (instant: string) => format.clock(instant, timeZone ?? undefined);
  const status = checkOutAt
    ? t('attendance.checkedOutAt', { time: clock(checkOutAt) })
    : checkInAt
      ? t('attendance.checkedInAt', { time: clock(checkInAt) })
      : t('attendance.notCheckedIn');
  return (
    <Paper withBorder p="lg" data-testid="attendance-card">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" variant="light" color={checkInAt ? 'teal' : 'gray'}>
            <IconClockCheck size={24} />
          </ThemeIcon>
          <div>
            <Title order={2} fz="md">
              {t('attendance.title')}
            </Title>
            <Text data-testid="attendance-status">{status}</Text>
          </div>
        </Group>
        {sharingLocation ? (
          <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed" data-testid="location-sharing">
            <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 3 }} />
            <Text size="sm">{t('attendance.sharingLocation')}</Text>
          </Group>
        ) : null}
        {checkOutAt ? null : checkInAt ? (
          <Button
            component={Link}
            to={paths.crewCheckOut.getHref({ id })}
            size="lg"
            h={56}
            variant="light"
            leftSection={<IconLogout2 size={22} />}
            data-testid="go-check-out"
          >
            {t('attendance.checkOut')}
          </Button>
        ) : (
          <CheckInStep page={page} />
        )}
      </Stack>
    </Paper>
  );
};
