import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { formatClock } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useRecordLiveLocation } from '../api/record-live-location';
import type { AttendanceKind } from '../lib/attendance-state';
import { currentPosition, locationPermission, type GeoProblem } from '../lib/geolocation';

/**
 * Check in or out: ask the browser where we are, then send it with the time (the server
 * records both). A refused permission is shown as a warning, not as an error toast.
 */
export const useAttendanceAction = (
  crewId: number,
  kind: AttendanceKind,
  timeZone: string | null,
) => {
  const { t, i18n } = useTranslation('crews');
  const record = useRecordLiveLocation(crewId);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<GeoProblem | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    void locationPermission().then((state) => {
      if (active && state === 'denied') setProblem('denied');
    });
    return () => {
      active = false;
    };
  }, []);

  const run = async () => {
    setProblem(null);
    setRefusal(null);
    setLocating(true);
    const position = await currentPosition();
    setLocating(false);
    if (!position.ok) {
      setProblem(position.problem);
      return;
    }
    const { latitude, longitude, accuracy } = position;
    record.mutate(
      { kind, latitude, longitude, accuracy },
      {
        onSuccess: ({ liveLocation }) =>
          toast.success(
            t(`attendance.done.${kind}`, {
              time: formatClock(i18n.language, liveLocation.recordedAt, timeZone ?? undefined),
            }),
          ),
        onError: (error) => setRefusal(errorText(error)),
      },
    );
  };

  return {
    run: () => void run(),
    locating,
    sending: record.isPending,
    problem,
    refusal,
    recordedAt: record.data?.liveLocation.recordedAt ?? null,
  };
};
