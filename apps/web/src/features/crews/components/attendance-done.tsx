import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import type { AttendanceKind } from '../lib/attendance-state';

/** The moment recorded, big enough to show a crew chief at arm's length. */
export const AttendanceDone = ({
  kind,
  crewId,
  at,
  timeZone,
}: {
  kind: AttendanceKind;
  crewId: number;
  at: string;
  timeZone: string | null;
}) => {
  const { t } = useTranslation('crews');
  const format = useFormat();
  const id = String(crewId);
  return (
    <Paper withBorder p="xl" ta="center" data-testid="attendance-done">
      <Stack align="center" gap="xs">
        <ThemeIcon size={72} radius={36} color="teal" variant="light">
          <IconCircleCheck size={44} />
        </ThemeIcon>
        <Text fw={700} fz={20}>
          {t(`attendance.doneTitle.${kind}`)}
        </Text>
        <Text fz={40} fw={800} lh={1} data-testid="attendance-time">
          {format.clock(at, timeZone ?? undefined)}
        </Text>
        <Button
          component={Link}
          to={kind === 'check_in' ? paths.crewCheckOut.getHref({ id }) : paths.crew.getHref({ id })}
          variant="light"
          size="md"
          mt="sm"
        >
          {kind === 'check_in' ? t('attendance.toCheckOut') : t('attendance.backToCrew')}
        </Button>
      </Stack>
    </Paper>
  );
};
