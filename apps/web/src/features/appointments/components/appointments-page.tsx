import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { IconCalendarPlus, IconCalendarClock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { QueryState } from '@/components/query-state';
import { todayIso } from '@/lib/calendar/month';
import { useRight } from '@/lib/use-right';
import type { AppointmentListRange } from '../api/appointment-keys';
import { useAppointments } from '../api/get-appointments';
import { AppointmentCard } from './appointment-card';
import { AppointmentFormModal } from './appointment-form-modal';

const ranges = ['upcoming', 'past'] as const satisfies readonly AppointmentListRange[];

const AppointmentList = ({
  range,
  today,
  organiser,
}: {
  range: AppointmentListRange;
  today: string;
  organiser: boolean;
}) => {
  const { t } = useTranslation('appointments');
  const appointments = useAppointments(range, today);
  return (
    <QueryState query={appointments}>
      {(items) =>
        items.length === 0 ? (
          <FriendlyEmpty
            icon={IconCalendarClock}
            title={t(`empty.${range}.title`)}
            description={t(organiser ? `empty.${range}.organiser` : `empty.${range}.text`)}
            testId={`appointments-empty-${range}`}
          />
        ) : (
          <Stack gap="xs" data-testid={`appointment-list-${range}`}>
            {items.map((appointment) => (
              <AppointmentCard
                key={appointment.id}
                appointment={appointment}
                showPerson={organiser}
              />
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
};

/**
 * Appointments with the office or a planner: crew see and answer their own; the office and
 * planners (who see every person) see everyone's and invite people.
 */
export const AppointmentsPage = () => {
  const { t } = useTranslation('appointments');
  const organiser = useRight('persons', 'READ', 'ALL');
  const [params, setParams] = useSearchParams();
  const range: AppointmentListRange = params.get('range') === 'past' ? 'past' : 'upcoming';
  const [creating, setCreating] = useState(false);
  const today = todayIso();
  return (
    <Stack gap="md" data-testid="appointments-page">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          size="md"
          radius="xl"
          value={range}
          onChange={(value) => setParams({ range: value }, { replace: true })}
          data={ranges.map((value) => ({ value, label: t(`tabs.${value}`) }))}
          aria-label={t('tabs.label')}
        />
        {organiser ? (
          <Button
            size="md"
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
            onClick={() => setCreating(true)}
            data-testid="appointment-new"
          >
            {t('actions.new')}
          </Button>
        ) : null}
      </Group>
      <AppointmentList range={range} today={today} organiser={organiser} />
      {creating ? <AppointmentFormModal today={today} onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
};
