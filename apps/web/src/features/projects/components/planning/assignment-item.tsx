import type { CrewBooking } from '@crewhub/shared';
import { ActionIcon, Button, Group, Menu, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toasts';
import { useChangeAssignmentStatus } from '../../api/change-assignment-status';
import { actionLayout, type PlannerStatusAction } from '../../lib/assignment-actions';
import { usePlanningAbilities } from './planning-context';
import { WorkingTimeOverrideModal } from './working-time-override-modal';

const actionColour: Record<PlannerStatusAction, string | undefined> = {
  activate: 'green',
  notNeeded: 'gray',
  reactivate: 'blue',
  spare: undefined,
  cancel: 'red',
  noShow: 'dark',
};

/** One person on a position: status and only the status calls allowed from it. */
export const AssignmentItem = ({ person }: { person: CrewBooking }) => {
  const { t } = useTranslation('projects');
  const { projectNumber, canEdit } = usePlanningAbilities();
  const change = useChangeAssignmentStatus(projectNumber);
  const { buttons, menu } = canEdit ? actionLayout(person.status) : { buttons: [], menu: [] };
  const pending = change.isPending ? change.variables?.action : undefined;
  // The confirmation a working-time rule stopped, waiting for the planner's reason.
  const [overriding, setOverriding] = useState<PlannerStatusAction | null>(null);
  const run = (action: PlannerStatusAction, overrideReason?: string) =>
    change.mutate(
      { assignmentId: person.id, action, overrideReason },
      {
        onSuccess: () => {
          setOverriding(null);
          toast.success(t(`status.done.${action}`));
        },
        onError: (error) => {
          if (isApiError(error) && error.code?.startsWith('WORKING_TIME_')) setOverriding(action);
          else if (overrideReason === undefined) toast.error(errorText(error));
        },
      },
    );
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
      {buttons.length + menu.length > 0 ? (
        <Group gap={6} wrap="nowrap">
          {buttons.map((action) => (
            <Button
              key={action}
              size="compact-xs"
              variant="light"
              color={actionColour[action]}
              loading={pending === action}
              disabled={change.isPending}
              onClick={() => run(action)}
              data-testid={`assignment-action-${action}`}
            >
              {t(`status.actions.${action}`)}
            </Button>
          ))}
          {menu.length > 0 ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="gray"
                  loading={pending !== undefined && menu.includes(pending)}
                  disabled={change.isPending}
                  aria-label={t('status.more', { name: person.personName })}
                  data-testid="assignment-more"
                >
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {menu.map((action) => (
                  <Menu.Item
                    key={action}
                    color={actionColour[action]}
                    onClick={() => run(action)}
                    data-testid={`assignment-action-${action}`}
                  >
                    {t(`status.actions.${action}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      ) : null}
      {overriding ? (
        <WorkingTimeOverrideModal
          positionId={person.projectCrewItemId}
          personId={person.personId}
          personName={person.personName}
          submitting={change.isPending}
          error={change.variables?.overrideReason === undefined ? null : change.error}
          onClose={() => setOverriding(null)}
          onConfirm={(reason) => run(overriding, reason)}
        />
      ) : null}
    </Group>
  );
};
