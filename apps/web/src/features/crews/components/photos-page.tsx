import type { CrewPage, CrewPhoto } from '@crewhub/shared';
import {
  AspectRatio,
  Badge,
  Button,
  Center,
  Image,
  Modal,
  type ImageProps,
  SimpleGrid,
  Stack,
  UnstyledButton,
} from '@mantine/core';
import { IconExternalLink, IconPhoto, IconUsersGroup } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { FoundState } from '@/components/found-state';
import { useIsPhone } from '@/lib/use-is-phone';
import { useRight } from '@/lib/use-right';
import { useCrew } from '../api/get-crew';
import { useCrewPhotos } from '../api/get-crew-photos';
import { PhotoApproval, PhotoDecisionButtons } from './photo-approval';
import { PhotoDropzone } from './photo-dropzone';
import classes from './photos-page.module.css';

/**
 * A photo, or a placeholder when the browser cannot show it: photos without a thumbnail load the
 * original, and only Safari shows HEIC.
 */
const PhotoImage = ({ src, alt, ...props }: ImageProps & { src: string; alt: string }) => {
  const [failed, setFailed] = useState(false);
  return failed ? (
    <Center bg="var(--mantine-color-default-hover)" c="dimmed" mih={props.mah ? 200 : undefined}>
      <IconPhoto size={36} stroke={1.4} aria-label={alt} />
    </Center>
  ) : (
    // Lazy: a crew's grid can hold many photos below the fold.
    <Image src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} {...props} />
  );
};

const Thumbnail = ({ photo, onOpen }: { photo: CrewPhoto; onOpen: () => void }) => {
  const { t } = useTranslation('crews');
  return (
    <UnstyledButton
      onClick={onOpen}
      className={classes.thumbnail}
      aria-label={t('photos.open', { name: photo.filename })}
      data-testid={`photo-${photo.id}`}
    >
      <AspectRatio ratio={1}>
        {/* The small JPEG keeps the grid light. */}
        <PhotoImage src={photo.thumbnailUrl ?? photo.url} alt={photo.filename} fit="cover" />
      </AspectRatio>
      {photo.status === 'approved' ? null : (
        // Sentence case and wrapping: the full words fit a phone's third of the screen.
        <Badge
          pos="absolute"
          bottom={6}
          left={6}
          maw="calc(100% - 12px)"
          h="auto"
          py={2}
          tt="none"
          color={photo.status === 'pending' ? 'yellow' : 'red'}
          variant="filled"
          size="sm"
          styles={{ label: { whiteSpace: 'normal', lineHeight: 1.25 } }}
          data-testid={`photo-status-${photo.id}`}
        >
          {t(`photos.status.${photo.status}`)}
        </Badge>
      )}
    </UnstyledButton>
  );
};

/** The full photo, fitted to the screen; the original opens in a tab for zooming. */
type ViewerProps = { photo: CrewPhoto | null; onClose: () => void; actions?: ReactNode };

const PhotoViewer = ({ photo, onClose, actions }: ViewerProps) => {
  const { t } = useTranslation('crews');
  const phone = useIsPhone();
  return (
    <Modal
      opened={photo !== null}
      onClose={onClose}
      title={photo?.filename}
      fullScreen={phone}
      size="xl"
      centered
      data-testid="photo-viewer"
    >
      {photo ? (
        <Stack gap="sm">
          <PhotoImage
            src={photo.url}
            alt={photo.filename}
            fit="contain"
            mah={phone ? 'calc(100dvh - 140px)' : '70vh'}
            radius="sm"
          />
          <Button
            component="a"
            href={photo.url}
            target="_blank"
            rel="noopener"
            variant="light"
            leftSection={<IconExternalLink size={18} />}
          >
            {t('photos.original')}
          </Button>
          {actions}
        </Stack>
      ) : null}
    </Modal>
  );
};

/** Names of the crew's people by person id, to say who took a photo. */
const namesOf = (page: CrewPage | undefined) => {
  const names = new Map<number, string>();
  for (const member of page?.members ?? []) names.set(member.personId, member.contact.name);
  if (page?.crewChief?.personId) names.set(page.crewChief.personId, page.crewChief.name);
  return (personId: number) => names.get(personId) ?? null;
};

/**
 * Photos of the crew's work: the crew uploads from the phone and sees thumbnails with their
 * approval status; planners who may decide get the pending ones first, to approve or reject.
 */
export const PhotosPage = ({ id }: { id: number }) => {
  const { t } = useTranslation('crews');
  const photos = useCrewPhotos(id);
  const crew = useCrew(id);
  const mayEditCrews = useRight('crews', 'EDIT');
  const [openId, setOpenId] = useState<number | null>(null);
  const role = crew.data?.viewer.role;
  const decides = role === 'planner' && mayEditCrews;
  const uploads = role === 'chief' || role === 'member';
  return (
    <Stack gap="md" data-testid="crew-photos">
      {uploads ? <PhotoDropzone crewId={id} /> : null}
      <FoundState query={photos} notFound={t('notFound')} icon={IconUsersGroup}>
        {(items) => {
          if (items.length === 0) {
            return (
              <FriendlyEmpty
                icon={IconPhoto}
                title={t('photos.empty')}
                description={t('photos.emptyText')}
              />
            );
          }
          const pending = decides ? items.filter((photo) => photo.status === 'pending') : [];
          const decided = items.filter((photo) => !pending.includes(photo));
          const opened = items.find((photo) => photo.id === openId) ?? null;
          return (
            <>
              {pending.length > 0 ? (
                <PhotoApproval
                  crewId={id}
                  photos={pending}
                  uploaderName={namesOf(crew.data)}
                  onOpen={setOpenId}
                />
              ) : null}
              <SimpleGrid cols={{ base: 3, sm: 4, md: 5 }} spacing="xs">
                {decided.map((photo) => (
                  <Thumbnail key={photo.id} photo={photo} onOpen={() => setOpenId(photo.id)} />
                ))}
              </SimpleGrid>
              <PhotoViewer
                photo={opened}
                onClose={() => setOpenId(null)}
                actions={
                  opened && pending.includes(opened) ? (
                    <PhotoDecisionButtons
                      crewId={id}
                      photo={opened}
                      onDecided={() => setOpenId(null)}
                    />
                  ) : null
                }
              />
            </>
          );
        }}
      </FoundState>
    </Stack>
  );
};
