import { addressLine, mapLinkFor } from '@crewhub/shared';
import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconExternalLink,
  IconInfoCircle,
  IconMap,
  IconMapPin,
  IconMapPinOff,
  IconPencil,
  IconPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FoundState } from '@/components/found-state';
import { paths } from '@/config/paths';
import { SectionCard } from '@/components/section-card';
import { useMapLink } from '@/lib/map-link';
import { usePageTitle } from '@/lib/page-title';
import { useRight } from '@/lib/use-right';
import { useLocation } from '../api/get-location';
import { LocationFormModal } from './location-form-modal';

/** A location's address with map links, its web link and practical information. */
export const LocationPage = ({ id }: { id: number }) => {
  const { t } = useTranslation(['locations', 'common']);
  const mapLink = useMapLink();
  const location = useLocation(id);
  // Locations are planning data: whoever may edit projects keeps their places right.
  const canEdit = useRight('projects', 'EDIT');
  const canCreate = useRight('projects', 'CREATE');
  const actions = (
    [
      ['edit', IconPencil, canEdit],
      ['create', IconPlus, canCreate],
    ] as const
  ).filter(([, , allowed]) => allowed);
  const navigate = useNavigate();
  const [form, setForm] = useState<'edit' | 'create' | null>(null);
  usePageTitle(location.data?.name);
  return (
    <FoundState query={location} notFound={t('common:notFound.location')} icon={IconMapPinOff}>
      {(place) => {
        const address = addressLine(place);
        return (
          <Stack gap="md" data-testid="location-page">
            <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
              <Group wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={48} radius="md" variant="light">
                  <IconMapPin size={26} />
                </ThemeIcon>
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Title order={2} fz={{ base: 22, sm: 26 }} data-testid="location-name">
                    {place.name}
                  </Title>
                  <Text data-testid="location-address">{address || t('noAddress')}</Text>
                  {place.regionName ? (
                    <Text size="sm" c="dimmed">
                      {t('region', { region: place.regionName })}
                    </Text>
                  ) : null}
                </div>
              </Group>
              {/* Below the name, not beside it: a long name keeps the full phone width. */}
              {actions.length > 0 ? (
                <Group gap="xs" mt="md">
                  {actions.map(([mode, ActionIconShape]) => (
                    <Button
                      key={mode}
                      variant="default"
                      size="xs"
                      leftSection={<ActionIconShape size={16} />}
                      onClick={() => setForm(mode)}
                      data-testid={`location-${mode}-button`}
                    >
                      {t(`${mode}.action`)}
                    </Button>
                  ))}
                </Group>
              ) : null}
              <Button
                component="a"
                href={mapLink(place)}
                target="_blank"
                rel="noopener noreferrer"
                size="md"
                mt="md"
                fullWidth
                leftSection={<IconMap size={20} />}
                data-testid="location-map-link"
              >
                {t('openMap')}
              </Button>
              <SimpleGrid cols={2} spacing="xs" mt="xs">
                <Button
                  component="a"
                  href={mapLinkFor(place, 'apple')}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="default"
                  px="xs"
                >
                  {t('appleMaps')}
                </Button>
                <Button
                  component="a"
                  href={mapLinkFor(place, 'osm')}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="default"
                  px="xs"
                >
                  {t('openStreetMap')}
                </Button>
              </SimpleGrid>
              {place.latitude !== null && place.longitude !== null ? (
                <Text size="xs" c="dimmed" mt="xs" data-testid="location-coordinates">
                  {t('coordinates', {
                    latitude: place.latitude.toFixed(5),
                    longitude: place.longitude.toFixed(5),
                  })}
                  {place.geoSource ? ` · ${t(`geoSource.${place.geoSource}`)}` : ''}
                </Text>
              ) : null}
            </Paper>
            <SectionCard title={t('info')} icon={IconInfoCircle} testId="location-info">
              <Text style={{ whiteSpace: 'pre-line' }} c={place.info ? undefined : 'dimmed'}>
                {place.info ?? t('noInfo')}
              </Text>
              {place.link ? (
                <Anchor
                  href={place.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  mt="xs"
                  data-testid="location-link"
                >
                  <Group gap={4} wrap="nowrap">
                    <IconExternalLink size={16} />
                    {t('website')}
                  </Group>
                </Anchor>
              ) : null}
            </SectionCard>
            {form ? (
              <LocationFormModal
                location={form === 'edit' ? place : undefined}
                onClose={() => setForm(null)}
                onSaved={(saved) => {
                  if (saved.id !== place.id) {
                    void navigate(paths.location.getHref({ id: String(saved.id) }));
                  }
                }}
              />
            ) : null}
          </Stack>
        );
      }}
    </FoundState>
  );
};
