import type { CrewPage } from '@crewhub/shared';
import { IconUserStar, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FoundState } from '@/components/found-state';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { useCrew } from '../api/get-crew';
import { canLead } from '../lib/crew-role';

type CrewScreenProps = {
  id: number;
  /** Sign-off, delivery note and the chief's view belong to the crew chief (and planners). */
  leadOnly?: boolean;
  children: (page: CrewPage) => ReactNode;
};

/** Loads the crew page for a sub-page, with its loading, error and "only the chief" states. */
export const CrewScreen = ({ id, leadOnly = false, children }: CrewScreenProps) => {
  const { t } = useTranslation('crews');
  const crew = useCrew(id);
  return (
    <FoundState query={crew} notFound={t('notFound')} icon={IconUsersGroup}>
      {(page) =>
        leadOnly && !canLead(page) ? (
          <FriendlyEmpty
            icon={IconUserStar}
            title={t('onlyChief.title')}
            description={t('onlyChief.text')}
            testId="only-crew-chief"
          />
        ) : (
          children(page)
        )
      }
    </FoundState>
  );
};
