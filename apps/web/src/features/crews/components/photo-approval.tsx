import type { CrewPhoto } from '@crewhub/shared';
import { Avatar, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconPhoto, IconPhotoCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useDecideCrewPhoto, type PhotoDecision } from '../api/decide-crew-photo';

type DecisionProps = { crewId: number; photo: CrewPhoto; onDecided?: () => void };

/** Approve or reject one pending photo (planners; the server decides who may). */
export const PhotoDecisionButtons = ({ crewId, photo, onDecided }: DecisionProps) => {
  const { t } = useTranslation('crews');
  const decide = useDecideCrewPhoto(crewId);
  const busy = decide.isPending ? decide.variables.decision : null;
  const onDecide = (decision: PhotoDecision) =>
    decide.mutate(
      { photoId: photo.id, decision },
      {
        onSuccess: () => {
          toast.success(t(`photos.approval.done.${decision}`, { name: photo.filename }));
          onDecided?.();
        },
      },
    );
  return (
    <Group grow gap="xs">
      <Button
        color="red"
        variant="light"
        leftSection={<IconX size={18} />}
        loading={busy === 'reject'}
        disabled={busy === 'approve'}
        onClick={() => onDecide('reject')}
        data-testid={`reject-photo-${photo.id}`}
      >
        {t('photos.approval.reject')}
      </Button>
      <Button
        color="green"
        leftSection={<IconCheck size={18} />}
        loading={busy === 'approve'}
        disabled={busy === 'reject'}
        onClick={() => onDecide('approve')}
        data-testid={`approve-photo-${photo.id}`}
      >
        {t('photos.approval.approve')}
      </Button>
    </Group>
  );
};

type ApprovalProps = {
  crewId: number;
  photos: CrewPhoto[];
  uploaderName: (personId: number) => string | null;
  onOpen: (photoId: number) => void;
};

/** Photos waiting for a planner's decision, each with its uploader and both choices at hand. */
export const PhotoApproval = ({ crewId, photos, uploaderName, onOpen }: ApprovalProps) => {
  const { t } = useTranslation('crews');
  const format = useFormat();
  return (
    <SectionCard
      title={t('photos.approval.title', { count: photos.length })}
      icon={IconPhotoCheck}
      color="yellow"
      testId="photo-approval"
    >
      <Stack gap="sm">
        {photos.map((photo) => (
          <Paper key={photo.id} withBorder p="sm" data-testid={`pending-photo-${photo.id}`}>
            <Stack gap="sm">
              <Group wrap="nowrap" gap="sm">
                <UnstyledButton
                  onClick={() => onOpen(photo.id)}
                  aria-label={t('photos.open', { name: photo.filename })}
                >
                  <Avatar src={photo.thumbnailUrl ?? photo.url} size={64} radius="md">
                    <IconPhoto size={28} />
                  </Avatar>
                </UnstyledButton>
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate="end">
                    {photo.filename}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('photos.approval.by', {
                      name: uploaderName(photo.personId) ?? t('photos.approval.someone'),
                      time: format.moment(photo.createdAt),
                    })}
                  </Text>
                </div>
              </Group>
              <PhotoDecisionButtons crewId={crewId} photo={photo} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </SectionCard>
  );
};
