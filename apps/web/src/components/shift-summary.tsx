import { Group, Stack, Text } from '@mantine/core';
import { IconCalendar, IconClock, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatTimeRange, useFormat } from '@/lib/format';

export type ShiftLike = {
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  functionName: string;
  project: { name: string };
  location: { name: string; city: string | null } | null;
};

const Line = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <Group gap={6} wrap="nowrap" c="dimmed">
    {icon}
    <Text size="sm" c="dimmed" lineClamp={1}>
      {children}
    </Text>
  </Group>
);

/** When, what and where of a job or open position, readable at a glance. */
export const ShiftSummary = ({ shift, extra }: { shift: ShiftLike; extra?: ReactNode }) => {
  const format = useFormat();
  const times = formatTimeRange(shift.startTime, shift.endTime);
  const place = shift.location
    ? [shift.location.name, shift.location.city].filter(Boolean).join(', ')
    : null;
  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Text fw={700} fz="lg" lineClamp={1}>
        {shift.functionName}
      </Text>
      <Text fw={500} lineClamp={1}>
        {shift.project.name}
      </Text>
      <Group gap="md" wrap="wrap" style={{ rowGap: 2 }}>
        <Line icon={<IconCalendar size={16} />}>
          {format.dayRange(shift.startDate, shift.endDate)}
        </Line>
        {times ? <Line icon={<IconClock size={16} />}>{times}</Line> : null}
      </Group>
      {place ? <Line icon={<IconMapPin size={16} />}>{place}</Line> : null}
      {extra}
    </Stack>
  );
};
