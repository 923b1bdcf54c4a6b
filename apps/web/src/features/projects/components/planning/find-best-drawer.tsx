import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '@/lib/use-is-phone';
import type { PlannedPosition } from '../../lib/group-planning';
import { usePlanningAbilities } from './planning-context';

type FindBestDrawerProps = { position: PlannedPosition; onClose: () => void };

/** Slides the find-best-person panel in from the side (from the bottom on phones). */
export const FindBestDrawer = ({ position, onClose }: FindBestDrawerProps) => {
  const { t } = useTranslation('projects');
  const { renderFindBest } = usePlanningAbilities();
  const phone = useIsPhone();
  return (
    <Drawer
      opened
      onClose={onClose}
      position={phone ? 'bottom' : 'right'}
      size={phone ? '92%' : 'lg'}
      title={t('position.findBestFor', { function: position.functionName })}
      data-testid="find-best-person-drawer"
    >
      {renderFindBest?.({
        position,
        assignedPersonIds: position.people.map((person) => person.personId),
        onClose,
      })}
    </Drawer>
  );
};
