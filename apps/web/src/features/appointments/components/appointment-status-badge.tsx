import type { AppointmentStatus } from '@crewhub/shared';
import { Badge } from '@mantine/core';
import { IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const looks: Record<AppointmentStatus, { color: string; icon: typeof IconCheck }> = {
  proposed: { color: 'orange', icon: IconClock },
  accepted: { color: 'green', icon: IconCheck },
  declined: { color: 'gray', icon: IconX },
  cancelled: { color: 'red', icon: IconX },
};

/** Where an appointment stands, in words and an icon as well as colour. */
export const AppointmentStatusBadge = ({ status }: { status: AppointmentStatus }) => {
  const { t } = useTranslation('appointments');
  const { color, icon: StatusIcon } = looks[status];
  return (
    <Badge
      color={color}
      variant="light"
      size="md"
      leftSection={<StatusIcon size={14} aria-hidden />}
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
};
