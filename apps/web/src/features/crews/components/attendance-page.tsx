import type { CrewPage } from '@crewhub/shared';
import { Button, Stack, Text } from '@mantine/core';
import { IconLogin2, IconLogout2, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BottomActions } from '@/components/bottom-actions';
import { useNow } from '@/lib/use-now';
import { attendanceState, type AttendanceKind } from '../lib/attendance-state';
import { AttendanceNotice } from './attendance-notice';
import { CrewHeader } from './crew-header';
import { CrewScreen } from './crew-screen';
import { useAttendanceAction } from './use-attendance-action';

const testIds: Record<AttendanceKind, string> = {
  check_in: 'check-in-button',
  check_out: 'check-out-button',
};

export const AttendanceView = ({ page, kind }: { page: CrewPage; kind: AttendanceKind }) => {
  const { t } = useTranslation('crews');
  const now = useNow(15_000);
  const action = useAttendanceAction(page.id, kind, page.viewer.timeZone);
  const state = attendanceState(kind, page.viewer, now);
  const done = action.recordedAt ?? (state.status === 'done' ? state.at : null);
  const ButtonIcon = kind === 'check_in' ? IconLogin2 : IconLogout2;
  return (
    <Stack gap="md" data-testid={`attendance-${kind}`}>
      <CrewHeader page={page} />
      <AttendanceNotice
        kind={kind}
        crewId={page.id}
        state={state}
        timeZone={page.viewer.timeZone}
        doneAt={done}
        problem={action.problem}
        refusal={action.refusal}
      />
      {done || state.status !== 'open' ? null : (
        <BottomActions
          note={
            <Text size="sm" c="dimmed">
              <IconMapPin size={14} style={{ verticalAlign: 'middle' }} />{' '}
              {t('attendance.locationNote')}
            </Text>
          }
        >
          <Button
            size="lg"
            color={kind === 'check_in' ? 'teal' : 'dark'}
            leftSection={<ButtonIcon size={22} />}
            loading={action.locating || action.sending}
            onClick={action.run}
            data-testid={testIds[kind]}
          >
            {t(kind === 'check_in' ? 'attendance.checkInNow' : 'attendance.checkOutNow')}
          </Button>
        </BottomActions>
      )}
    </Stack>
  );
};

/** Check-in and check-out pages: location and time, within the window. */
export const AttendancePage = ({ id, kind }: { id: number; kind: AttendanceKind }) => (
  <CrewScreen id={id}>{(page) => <AttendanceView page={page} kind={kind} />}</CrewScreen>
);
