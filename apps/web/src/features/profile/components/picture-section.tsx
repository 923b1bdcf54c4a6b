import { profilePictureLimits, type Profile } from '@crewhub/shared';
import { Avatar, Badge, Button, FileButton, Group, List, Stack, Text } from '@mantine/core';
import { IconCamera, IconUserCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { toast } from '@/lib/toasts';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { PictureCropModal } from './picture-crop-modal';

const accepted: readonly string[] = profilePictureLimits.contentTypes;
const maxMb = profilePictureLimits.maxBytes / 1024 / 1024;

/** My picture, the one waiting for the office, the photo guidance and the upload with crop. */
export const PictureSection = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation('profile');
  const upload = useUploadProfilePicture(profile.personId);
  const [file, setFile] = useState<File | null>(null);
  // Said beside the button, where the person looks after picking the wrong file.
  const [problem, setProblem] = useState<string | null>(null);
  const name = `${profile.firstName} ${profile.lastName}`;
  const { newPicture } = profile;
  const pick = (picked: File | null) => {
    if (!picked) return;
    if (!accepted.includes(picked.type)) return setProblem(t('picture.wrongType'));
    if (picked.size > profilePictureLimits.maxBytes) {
      return setProblem(t('picture.tooLarge', { max: maxMb }));
    }
    setProblem(null);
    upload.reset();
    setFile(picked);
  };
  return (
    <SectionCard title={t('picture.title')} icon={IconUserCircle} testId="profile-picture">
      <Group align="flex-start" gap="lg">
        <Stack gap={4} align="center">
          <Avatar
            src={profile.pictureUrl}
            name={name}
            color="initials"
            size={96}
            alt={t('picture.current')}
            data-testid="picture-current"
          />
          <Text size="xs" c="dimmed">
            {t('picture.current')}
          </Text>
        </Stack>
        {newPicture ? (
          <Stack gap={4} align="center" data-testid="picture-new">
            <Avatar src={newPicture.url} size={96} alt={t('picture.new')} />
            <Badge
              color={newPicture.status === 'pending' ? 'orange' : 'red'}
              variant="light"
              data-status={newPicture.status}
              data-testid="picture-new-status"
            >
              {t(newPicture.status === 'pending' ? 'picture.pending' : 'picture.rejected')}
            </Badge>
            {newPicture.reason ? <Text size="xs">{newPicture.reason}</Text> : null}
          </Stack>
        ) : null}
        <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
          <Text size="sm" fw={500}>
            {t('picture.guidanceTitle')}
          </Text>
          <List size="sm" spacing={2} data-testid="picture-guidance">
            <List.Item>{t('picture.guidanceBackground')}</List.Item>
            <List.Item>{t('picture.guidanceFace')}</List.Item>
            <List.Item>{t('picture.guidanceApproval')}</List.Item>
          </List>
          <FileButton onChange={pick} accept={accepted.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconCamera size={16} />}
                data-testid="picture-choose"
              >
                {t('picture.choose')}
              </Button>
            )}
          </FileButton>
          {problem ? (
            <Text size="sm" c="red" role="alert" data-testid="picture-problem">
              {problem}
            </Text>
          ) : null}
        </Stack>
      </Group>
      {file ? (
        <PictureCropModal
          file={file}
          uploading={upload.isPending}
          error={upload.error}
          onClose={() => setFile(null)}
          onUpload={(input) =>
            upload.mutate(input, {
              onSuccess: () => {
                toast.success(t('picture.sent'));
                setFile(null);
              },
            })
          }
        />
      ) : null}
    </SectionCard>
  );
};
