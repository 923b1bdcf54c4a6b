import type { CrewBooking } from '@crewhub/shared';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge';
import { toast } from '@/lib/toasts';
import { useChangeAssignmentStatus } from '../../api/change-assignment-status';
import { allowedActions } from '../../lib/assignment-actions';
import { usePlanningAbilities } from './planning-context';

const actionColour = { activate: 'green', notNeeded: 'gray', reactivate: 'blue', noShow: 'dark' };

/** One person on a position: status and only the status calls allowed from it. */
export const AssignmentItem = ({ person }: { person: CrewBooking }) => {
  const { t } = useTranslation('projects');
  const { projectNumber, canEdit } = usePlanningAbilities();
  const change = useChangeAssignmentStatus(projectNumber);
  const actions = canEdit ? allowedActions(person.status) : [];
  return (
    <Group
      justify="space-between"
      gap="xs"
      py={4}
      wrap="wrap"
      data-testid={`assignment-${person.id}`}
      data-status={person.status}
    >
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {person.personName}
        </Text>
        <StatusBadge status={person.status} />
      </Group>
      {actions.length > 0 ? (
        <Group gap={6} wrap="nowrap">
          {actions.map((action) => (
            <Button
              key={action}
              size="compact-xs"
              variant="light"
              color={actionColour[action]}
              loading={change.isPending && change.variables?.action === action}
              disabled={change.isPending}
              onClick={() =>
                change.mutate(
                  { assignmentId: person.id, action },
                  { onSuccess: () => toast.success(t(`status.done.${action}`)) },
                )
              }
              data-testid={`assignment-action-${action}`}
            >
              {t(`status.actions.${action}`)}
            </Button>
          ))}
        </Group>
      ) : null}
    </Group>
  );
};
