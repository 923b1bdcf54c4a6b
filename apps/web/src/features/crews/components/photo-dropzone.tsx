import '@mantine/dropzone/styles.css';
import { photoUploadLimits } from '@crewhub/shared';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCameraPlus, IconPhotoUp, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toasts';
import { useUploadCrewPhoto } from '../api/upload-crew-photo';

const maxMb = photoUploadLimits.maxBytes / 1024 / 1024;

/** Pick or drop photos; the size and type limits are checked here before anything uploads. */
export const PhotoDropzone = ({ crewId }: { crewId: number }) => {
  const { t } = useTranslation('crews');
  const upload = useUploadCrewPhoto(crewId);

  const onDrop = async (files: File[]) => {
    for (const file of files) {
      try {
        await upload.mutateAsync(file);
        toast.success(t('photos.uploaded', { name: file.name }));
      } catch (error) {
        toast.error(errorText(error));
      }
    }
  };

  const onReject = (rejections: FileRejection[]) => {
    for (const { file, errors } of rejections) {
      const tooLarge = errors.some((error) => error.code === 'file-too-large');
      toast.error(
        t(tooLarge ? 'photos.tooLarge' : 'photos.wrongType', { name: file.name, max: maxMb }),
      );
    }
  };

  return (
    <Dropzone
      onDrop={(files) => void onDrop(files)}
      onReject={onReject}
      maxSize={photoUploadLimits.maxBytes}
      accept={[...photoUploadLimits.contentTypes]}
      loading={upload.isPending}
      radius="lg"
      data-testid="photo-dropzone"
    >
      <Group justify="center" gap="lg" mih={140} style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconPhotoUp size={48} stroke={1.5} />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={48} stroke={1.5} color="var(--mantine-color-red-6)" />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconCameraPlus size={48} stroke={1.5} />
        </Dropzone.Idle>
        <Stack gap={4} maw={280}>
          <Text fw={700} fz="lg">
            {t('photos.add')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('photos.limits', { max: maxMb })}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
};
