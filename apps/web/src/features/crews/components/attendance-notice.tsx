import { Alert, Button, Stack } from '@mantine/core';
import {
  IconAlertTriangle,
  IconClock,
  IconInfoCircle,
  IconLock,
  IconMapPinOff,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import type { AttendanceKind, AttendanceState } from '../lib/attendance-state';
import type { GeoProblem } from '../lib/geolocation';
import { AttendanceDone } from './attendance-done';

type AttendanceNoticeProps = {
  kind: AttendanceKind;
  crewId: number;
  state: AttendanceState;
  /** The person's time zone: times read as on site, not on this device. */
  timeZone: string | null;
  doneAt: string | null;
  problem: GeoProblem | null;
  refusal: string | null;
};

type WindowNotice = { color: string; icon: Icon; text: string };

/** The time window in words: when it opens, until when it stays open, or that it closed. */
const useWindowNotice = (
  kind: AttendanceKind,
  state: AttendanceState,
  timeZone: string | undefined,
): WindowNotice | null => {
  const { t } = useTranslation(['crews', 'common']);
  const format = useFormat();
  const moment = (instant: string) => format.moment(instant, timeZone);
  switch (state.status) {
    case 'open':
      return state.closesAt
        ? {
            color: 'blue',
            icon: IconClock,
            text: t(`attendance.openUntil.${kind}`, { time: moment(state.closesAt) }),
          }
        : null;
    case 'tooEarly':
      return {
        color: 'blue',
        icon: IconClock,
        text: t('attendance.tooEarly', { time: moment(state.opensAt) }),
      };
    case 'closed':
      return {
        color: 'orange',
        icon: IconLock,
        text: t(`attendance.closed.${kind}`, { time: moment(state.closedAt) }),
      };
    case 'notStarted':
      return { color: 'blue', icon: IconClock, text: t('common:messages.jobNotStarted') };
    case 'needsCheckIn':
      return { color: 'blue', icon: IconInfoCircle, text: t('attendance.needsCheckIn') };
    case 'notOnCrew':
      return { color: 'gray', icon: IconInfoCircle, text: t('attendance.notOnCrew') };
    default:
      return null;
  }
};

/** What the person needs to know before (or after) pressing the button. */
export const AttendanceNotice = ({
  kind,
  crewId,
  state,
  timeZone,
  doneAt,
  problem,
  refusal,
}: AttendanceNoticeProps) => {
  const { t } = useTranslation(['crews', 'common']);
  const windowNotice = useWindowNotice(kind, state, timeZone ?? undefined);
  if (doneAt) {
    return <AttendanceDone kind={kind} crewId={crewId} at={doneAt} timeZone={timeZone} />;
  }
  const notices = [];
  if (problem === 'denied') {
    notices.push(
      <Alert
        key="denied"
        color="yellow"
        icon={<IconMapPinOff size={20} />}
        title={t('common:messages.permissionsNotGranted')}
        data-testid="permission-warning"
      >
        {t('crews:attendance.permissionHelp')}
      </Alert>,
    );
  } else if (problem) {
    notices.push(
      <Alert
        key="problem"
        color="yellow"
        icon={<IconMapPinOff size={20} />}
        data-testid="location-problem"
      >
        {t(`crews:attendance.problem.${problem}`)}
      </Alert>,
    );
  }
  if (refusal) {
    notices.push(
      <Alert
        key="refusal"
        color="red"
        icon={<IconAlertTriangle size={20} />}
        data-testid="attendance-refused"
      >
        {refusal}
      </Alert>,
    );
  }
  if (windowNotice) {
    const NoticeIcon = windowNotice.icon;
    notices.push(
      <Alert
        key="window"
        color={windowNotice.color}
        variant="light"
        icon={<NoticeIcon size={20} />}
        data-testid={`attendance-${state.status}`}
      >
        {windowNotice.text}
        {state.status === 'needsCheckIn' ? (
          <Button
            component={Link}
            to={paths.crewCheckIn.getHref({ id: String(crewId) })}
            display="block"
            mt="sm"
            size="md"
          >
            {t('crews:attendance.checkIn')}
          </Button>
        ) : null}
      </Alert>,
    );
  }
  return <Stack gap="sm">{notices}</Stack>;
};
