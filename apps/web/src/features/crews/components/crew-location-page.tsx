import { addressLine } from '@crewhub/shared';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconMapPinOff, IconNavigation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { useMapLink } from '@/lib/map-link';
import { CrewScreen } from './crew-screen';

/** Where the crew works, with a button that opens the phone's maps app. */
export const CrewLocationPage = ({ id }: { id: number }) => {
  const { t } = useTranslation('crews');
  const mapLink = useMapLink();
  return (
    <CrewScreen id={id}>
      {({ location }) =>
        location ? (
          <Stack gap="md" data-testid="crew-location">
            <Paper withBorder p="lg">
              <Stack gap="xs">
                <IconMapPin size={32} color="var(--mantine-color-red-6)" />
                <Title order={2} fz={22}>
                  {location.name}
                </Title>
                <Text size="lg">{addressLine(location) || t('location.noAddress')}</Text>
                {location.info ? (
                  <Text c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                    {location.info}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
            <Button
              component="a"
              href={mapLink(location)}
              target="_blank"
              rel="noopener noreferrer"
              size="lg"
              h={56}
              leftSection={<IconNavigation size={22} />}
              data-testid="open-map"
            >
              {t('location.openMap')}
            </Button>
          </Stack>
        ) : (
          <FriendlyEmpty
            icon={IconMapPinOff}
            title={t('location.none')}
            description={t('location.noneText')}
          />
        )
      }
    </CrewScreen>
  );
};
