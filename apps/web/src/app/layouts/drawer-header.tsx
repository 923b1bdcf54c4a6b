import { Avatar, Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Session } from '@/lib/session';

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

type DrawerHeaderProps = { session: Session; tenantName: string; onPick?: () => void };

/** Who is logged in, at the top of the side menu; users open their profile from it. */
export const DrawerHeader = ({ session, tenantName, onPick }: DrawerHeaderProps) => {
  const { t } = useTranslation('navigation');
  const { displayName } = session.claims.loginData;
  const guestLabel = {
    MOBILE: null,
    project: t('guest.project'),
    pluscrew: t('guest.plusCrew'),
  }[session.claims.type];
  const who = (
    <Group gap="sm" wrap="nowrap">
      <Avatar color="initials" name={displayName} radius="xl" aria-hidden>
        {initialsOf(displayName)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" truncate data-testid="drawer-user">
          {displayName}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed" truncate>
            {tenantName}
          </Text>
          {guestLabel ? (
            <Badge size="xs" variant="light">
              {guestLabel}
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Group>
  );
  // Guests have no profile; everyone else reaches /profile here, whatever the menu lists.
  if (guestLabel) return who;
  // The link's name holds what it shows (WCAG's label in name), after what it opens.
  return (
    <UnstyledButton
      component={Link}
      to={paths.profile.path}
      onClick={onPick}
      data-testid="drawer-profile-link"
    >
      <VisuallyHidden>{t('myProfile')} </VisuallyHidden>
      {who}
    </UnstyledButton>
  );
};
