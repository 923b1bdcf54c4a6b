import type { PublicCrewProfile } from '@crewhub/shared';
import { Avatar, Badge, Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatHours } from '@/lib/format';

/** Picture, name, functions and average rating: what a crew profile shows to anyone. */
export const CrewProfileCard = ({ profile }: { profile: PublicCrewProfile }) => {
  const { t, i18n } = useTranslation('crew-profile');
  const name = `${profile.firstName} ${profile.lastName}`;
  return (
    <Paper withBorder p="xl" data-testid="crew-profile-card">
      <Stack align="center" gap="sm" ta="center">
        <Avatar
          src={profile.pictureUrl}
          name={name}
          color="initials"
          size={112}
          radius={56}
          alt={name}
        />
        <Title order={2} fz={26} data-testid="crew-profile-name">
          {name}
        </Title>
        {profile.functions.length > 0 ? (
          <Group gap={6} justify="center">
            {profile.functions.map((fn) => (
              <Badge key={fn} variant="light" size="lg">
                {fn}
              </Badge>
            ))}
          </Group>
        ) : null}
        {profile.ratingAverage !== null && profile.ratingCount > 0 ? (
          <Stack gap={2} align="center" data-testid="crew-profile-rating">
            <Rating value={profile.ratingAverage} fractions={4} readOnly size="lg" />
            <Text size="sm" c="dimmed">
              {t('rating', {
                average: formatHours(i18n.language, Math.round(profile.ratingAverage * 10) / 10),
                count: profile.ratingCount,
              })}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('noRatings')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
};
