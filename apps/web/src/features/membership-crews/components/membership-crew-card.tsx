import type { MembershipCrew } from '@crewhub/shared';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBan, IconStar, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A membership crew in the list: name, type of assignment and its people counts. */
export const MembershipCrewCard = ({ crew }: { crew: MembershipCrew }) => {
  const { t } = useTranslation('membership-crews');
  return (
    <Paper
      withBorder
      p="md"
      component={Link}
      to={paths.membershipCrew.getHref({ id: String(crew.id) })}
      style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
      data-testid={`membership-crew-card-${crew.id}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} lineClamp={1}>
            {crew.name}
          </Text>
          <Badge variant="light">
            {t(`types.${crew.typeOfAssignment}`, { defaultValue: crew.typeOfAssignment })}
          </Badge>
        </Group>
        {crew.companyName ? (
          <Text size="sm" c="dimmed">
            {crew.companyName}
          </Text>
        ) : null}
        <Group gap="md">
          <Group gap={4}>
            <IconUsers size={15} opacity={0.6} />
            <Text size="sm">{t('counts.members', { total: crew.memberCount })}</Text>
          </Group>
          <Group gap={4}>
            <IconStar size={15} opacity={0.6} />
            <Text size="sm">{t('counts.favourites', { total: crew.favouriteCount })}</Text>
          </Group>
          <Group gap={4}>
            <IconBan size={15} opacity={0.6} />
            <Text size="sm">{t('counts.blocked', { total: crew.blockedCount })}</Text>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
};
