import type { CrewPhoto } from '@crewhub/shared';
import { AspectRatio, Badge, Image, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { QueryState } from '@/components/query-state';
import { useCrewPhotos } from '../api/get-crew-photos';
import { PhotoDropzone } from './photo-dropzone';

const Thumbnail = ({ photo }: { photo: CrewPhoto }) => {
  const { t } = useTranslation('crews');
  return (
    <Paper
      component="a"
      href={photo.url}
      target="_blank"
      rel="noopener"
      withBorder
      radius="md"
      pos="relative"
      style={{ overflow: 'hidden', display: 'block' }}
      data-testid={`photo-${photo.id}`}
    >
      <AspectRatio ratio={1}>
        <Image src={photo.url} alt={photo.filename} loading="lazy" fit="cover" />
      </AspectRatio>
      {photo.status === 'approved' ? null : (
        <Badge
          pos="absolute"
          bottom={6}
          left={6}
          color={photo.status === 'pending' ? 'yellow' : 'red'}
          variant="filled"
          size="sm"
          data-testid={`photo-status-${photo.id}`}
        >
          {t(`photos.status.${photo.status}`)}
        </Badge>
      )}
    </Paper>
  );
};

/** Photos of the crew's work: upload from the phone, thumbnails, approval status. */
export const PhotosPage = ({ id }: { id: number }) => {
  const { t } = useTranslation('crews');
  const photos = useCrewPhotos(id);
  return (
    <Stack gap="md" data-testid="crew-photos">
      <PhotoDropzone crewId={id} />
      <QueryState query={photos}>
        {(items) =>
          items.length === 0 ? (
            <FriendlyEmpty
              icon={IconPhoto}
              title={t('photos.empty')}
              description={t('photos.emptyText')}
            />
          ) : (
            <SimpleGrid cols={{ base: 3, sm: 4, md: 5 }} spacing="xs">
              {items.map((photo) => (
                <Thumbnail key={photo.id} photo={photo} />
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
    </Stack>
  );
};
