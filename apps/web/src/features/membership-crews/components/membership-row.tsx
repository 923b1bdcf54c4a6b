import { membershipKinds, type Membership, type MembershipKind } from '@crewhub/shared';
import { ActionIcon, Anchor, Group, Menu, Paper, Text } from '@mantine/core';
import { IconArrowsExchange, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type MembershipRowProps = {
  membership: Membership;
  canChange: boolean;
  canRemove: boolean;
  onChangeKind: (kind: MembershipKind) => void;
  onRemove: () => void;
};

/** One person in a membership crew: contact page link, move to another list, remove. */
export const MembershipRow = ({
  membership,
  canChange,
  canRemove,
  onChangeKind,
  onRemove,
}: MembershipRowProps) => {
  const { t } = useTranslation('membership-crews');
  return (
    <Paper
      withBorder
      px="md"
      py="xs"
      data-testid={`membership-person-${membership.personId}`}
      data-kind={membership.kind}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Anchor
          component={Link}
          to={paths.membershipCrewContact.getHref({
            id: String(membership.plannerCrewId),
            personId: String(membership.personId),
          })}
          fw={600}
          c="inherit"
          style={{ minWidth: 0 }}
        >
          <Text truncate fw={600}>
            {membership.personName}
          </Text>
        </Anchor>
        <Group gap={4} wrap="nowrap">
          {canChange ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('member.move')}
                  data-testid="membership-move"
                >
                  <IconArrowsExchange size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {membershipKinds
                  .filter((kind) => kind !== membership.kind)
                  .map((kind) => (
                    <Menu.Item
                      key={kind}
                      onClick={() => onChangeKind(kind)}
                      data-testid={`membership-move-${kind}`}
                    >
                      {t(`member.moveTo.${kind}`)}
                    </Menu.Item>
                  ))}
              </Menu.Dropdown>
            </Menu>
          ) : null}
          {canRemove ? (
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t('member.remove')}
              data-testid="membership-remove"
            >
              <IconTrash size={18} />
            </ActionIcon>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
};
