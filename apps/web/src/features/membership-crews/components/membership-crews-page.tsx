import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useMembershipCrews } from '../api/get-membership-crews';
import { MembershipCrewCard } from './membership-crew-card';
import { MembershipCrewFormModal } from './membership-crew-form-modal';

type MembershipCrewsPageProps = {
  canCreate: boolean;
  /** Planners (membershipCrews CREATE for ALL) may make a crew for a client company. */
  canPickCompany: boolean;
};

/** The planner's and client's pools of people (membership crews). */
export const MembershipCrewsPage = ({ canCreate, canPickCompany }: MembershipCrewsPageProps) => {
  const { t } = useTranslation('membership-crews');
  const navigate = useNavigate();
  const crews = useMembershipCrews();
  const [creating, create] = useDisclosure(false);
  const createButton = canCreate ? (
    <Button
      leftSection={<IconPlus size={18} />}
      onClick={create.open}
      w={{ base: '100%', sm: 'auto' }}
      data-testid="create-membership-crew-button"
    >
      {t('create.open')}
    </Button>
  ) : null;
  return (
    <Stack gap="md" data-testid="membership-crews">
      <QueryState query={crews}>
        {(list) =>
          list.length === 0 ? (
            <FriendlyEmpty
              icon={IconUsersGroup}
              title={t('emptyTitle')}
              description={t(canCreate ? 'emptyCreate' : 'emptyRead')}
              action={createButton}
              testId="membership-crews-empty"
            />
          ) : (
            <>
              {createButton ? <Group justify="flex-end">{createButton}</Group> : null}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {[...list]
                  .sort((a, b) => a.name.localeCompare(b.name))
                  .map((crew) => (
                    <MembershipCrewCard key={crew.id} crew={crew} />
                  ))}
              </SimpleGrid>
            </>
          )
        }
      </QueryState>
      {creating ? (
        <MembershipCrewFormModal
          canPickCompany={canPickCompany}
          onClose={create.close}
          onSaved={(crew) => navigate(paths.membershipCrew.getHref({ id: String(crew.id) }))}
        />
      ) : null}
    </Stack>
  );
};
