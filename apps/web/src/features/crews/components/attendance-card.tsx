import type { CrewPage } from '@crewhub/shared';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockCheck, IconLogin2, IconLogout2, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';

type AttendanceCardProps = { page: CrewPage; sharingLocation?: boolean };

/** My own day on this crew: checked in or not, and the button for the next step. */
export const AttendanceCard = ({ page, sharingLocation = false }: AttendanceCardProps) => {
  const { t } = useTranslation('crews');
  const format = useFormat();
  const { checkInAt, checkOutAt } = page.viewer;
  const id = String(page.id);
  const status = checkOutAt
    ? t('attendance.checkedOutAt', { time: format.clock(checkOutAt) })
    : checkInAt
      ? t('attendance.checkedInAt', { time: format.clock(checkInAt) })
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
          <Button
            component={Link}
            to={paths.crewCheckIn.getHref({ id })}
            size="lg"
            h={56}
            leftSection={<IconLogin2 size={22} />}
            data-testid="go-check-in"
          >
            {t('attendance.checkIn')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
};
