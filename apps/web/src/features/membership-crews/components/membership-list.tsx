import type { Membership, MembershipKind } from '@crewhub/shared';
import { Stack } from '@mantine/core';
import { IconBan, IconStar, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { MembershipRow } from './membership-row';

const icons = { member: IconUsers, favourite: IconStar, blocked: IconBan };

type MembershipListProps = {
  kind: MembershipKind;
  memberships: Membership[];
  canChange: boolean;
  canRemove: boolean;
  onChangeKind: (membership: Membership, kind: MembershipKind) => void;
  onRemove: (membership: Membership) => void;
};

/** The people of one tab (members, favourites or blocked), by name. */
export const MembershipList = ({
  kind,
  memberships,
  canChange,
  canRemove,
  onChangeKind,
  onRemove,
}: MembershipListProps) => {
  const { t } = useTranslation('membership-crews');
  if (memberships.length === 0) {
    return (
      <FriendlyEmpty
        icon={icons[kind]}
        title={t(`empty.${kind}.title`)}
        description={t(`empty.${kind}.description`)}
        testId={`membership-empty-${kind}`}
      />
    );
  }
  return (
    <Stack gap="xs" data-testid={`membership-list-${kind}`}>
      {[...memberships]
        .sort((a, b) => a.personName.localeCompare(b.personName))
        .map((membership) => (
          <MembershipRow
            key={membership.id}
            membership={membership}
            canChange={canChange}
            canRemove={canRemove}
            onChangeKind={(next) => onChangeKind(membership, next)}
            onRemove={() => onRemove(membership)}
          />
        ))}
    </Stack>
  );
};
