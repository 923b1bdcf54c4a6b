import type { CrewItemStatus } from '@crewhub/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colours: Record<CrewItemStatus, string> = {
  applied: 'blue',
  requested: 'orange',
  confirmed: 'green',
  spare: 'cyan',
  not_needed: 'gray',
  no_show: 'dark',
  cancelled: 'red',
};

/** The status of a job or of a crew member's assignment, in words and colour. */
export const StatusBadge = ({ status }: { status: CrewItemStatus }) => {
  const { t } = useTranslation();
  return (
    <Badge color={colours[status]} variant="light" size="md" data-status={status}>
      {t(`crewItemStatus.${status}`)}
    </Badge>
  );
};
