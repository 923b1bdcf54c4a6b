import type { CrewDayMember } from '@crewhub/shared';
import { Badge, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import type { HoursEntry } from '../lib/sign-off';

type SignOffMemberProps = {
  member: CrewDayMember;
  hours: HoursEntry;
  missing: boolean;
  onChange: (hours: HoursEntry) => void;
};

const toHours = (value: string | number): number | '' =>
  value === '' || Number.isNaN(Number(value)) ? '' : Number(value);

/** One member's times and the two hour fields the crew chief proposes. */
export const SignOffMember = ({ member, hours, missing, onChange }: SignOffMemberProps) => {
  const { t } = useTranslation('crews');
  const format = useFormat();
  const id = member.assignmentId;
  const times = [
    member.checkInAt
      ? t('members.in', { time: format.clock(member.checkInAt, member.timeZone) })
      : t('signOff.noCheckIn'),
    member.checkOutAt
      ? t('members.out', { time: format.clock(member.checkOutAt, member.timeZone) })
      : null,
  ].filter(Boolean);
  const field = {
    min: 0,
    max: 48,
    step: 0.25,
    decimalScale: 2,
    size: 'md' as const,
    inputMode: 'decimal' as const,
    // Spinner arrows are too small for a thumb; the phone's number keyboard does the job.
    hideControls: true,
  };
  return (
    <Paper withBorder p="md" data-testid={`sign-off-member-${id}`}>
      <Stack gap="sm">
        {/* The badge keeps its full width and drops under the name when the phone is narrow. */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Text fw={700} lineClamp={1}>
              {member.contact.name}
            </Text>
            <Text size="sm" c="dimmed">
              {member.functionName} · {times.join(' · ')}
            </Text>
          </div>
          {member.workedHours !== null ? (
            <Badge variant="light" size="lg" style={{ flexShrink: 0 }}>
              {t('signOff.worked', { hours: format.hours(member.workedHours) })}
            </Badge>
          ) : null}
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label={t('signOff.paid')}
            value={hours.paid}
            onChange={(value) => onChange({ ...hours, paid: toHours(value) })}
            error={missing && hours.paid === '' ? t('signOff.required') : undefined}
            data-testid={`sign-off-paid-${id}`}
            {...field}
          />
          <NumberInput
            label={t('signOff.charged')}
            value={hours.charged}
            onChange={(value) => onChange({ ...hours, charged: toHours(value) })}
            error={missing && hours.charged === '' ? t('signOff.required') : undefined}
            data-testid={`sign-off-charged-${id}`}
            {...field}
          />
        </SimpleGrid>
        {member.signedOffAt ? (
          <Text size="sm" c="teal">
            {t('signOff.signedOffAt', { time: format.moment(member.signedOffAt) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
};
