import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { QueryState } from '@/components/query-state';
import { CrewModal } from './crew-modal';
import { CrewCard } from './crew-card';
import { usePlanningAbilities } from './planning-context';
import { usePlannedCrews } from './use-planned-crews';

/** Crews by shift with their positions and people: where planning happens. */
export const ShiftView = ({ defaultDate }: { defaultDate: string }) => {
  const { t } = useTranslation('projects');
  const { projectNumber, canEdit } = usePlanningAbilities();
  const planned = usePlannedCrews(projectNumber);
  const [adding, add] = useDisclosure(false);
  const addButton = canEdit ? (
    <Button leftSection={<IconPlus size={16} />} onClick={add.open} data-testid="add-crew-button">
      {t('crew.add')}
    </Button>
  ) : null;
  return (
    <Stack gap="md" data-testid="shift-view">
      <QueryState query={planned}>
        {(crews) =>
          crews.length === 0 ? (
            <FriendlyEmpty
              icon={IconUsersGroup}
              title={t('crew.emptyTitle')}
              description={t(canEdit ? 'crew.emptyPlanner' : 'crew.emptyReader')}
              action={addButton}
              testId="crews-empty"
            />
          ) : (
            <>
              {addButton ? <Group justify="flex-end">{addButton}</Group> : null}
              {crews.map((crew) => (
                <CrewCard key={crew.id} crew={crew} />
              ))}
            </>
          )
        }
      </QueryState>
      {adding ? <CrewModal defaultDate={defaultDate} onClose={add.close} /> : null}
    </Stack>
  );
};
