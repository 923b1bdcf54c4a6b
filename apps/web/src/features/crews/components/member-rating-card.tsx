import type { CrewDayMember, CrewRating } from '@crewhub/shared';
import { Button, Input, Rating, Stack, Textarea } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlocks, QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { toast } from '@/lib/toasts';
import { useMyRatings } from '../api/get-my-ratings';
import { useSaveCrewRating } from '../api/save-crew-rating';

type RatingFormProps = { crewId: number; member: CrewDayMember; saved: CrewRating | undefined };

const RatingForm = ({ crewId, member, saved }: RatingFormProps) => {
  const { t } = useTranslation('crews');
  const [value, setValue] = useState(saved?.value ?? 0);
  const [comment, setComment] = useState(saved?.comment ?? '');
  const save = useSaveCrewRating(crewId, member.personId);
  const onSave = () =>
    save.mutate(
      { assignmentId: member.assignmentId, value, comment: comment.trim() || null },
      { onSuccess: () => toast.success(t('rating.saved')) },
    );
  return (
    <Stack gap="sm" data-testid="member-rating">
      <Input.Wrapper label={t('rating.value')} size="md">
        <Rating
          value={value}
          onChange={setValue}
          size="xl"
          mt={4}
          data-testid="member-rating-value"
        />
      </Input.Wrapper>
      <Textarea
        label={t('rating.comment')}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        autosize
        minRows={2}
        size="md"
      />
      <Button
        size="md"
        h={48}
        disabled={value === 0}
        loading={save.isPending}
        onClick={onSave}
        data-testid="member-rating-save"
      >
        {t('rating.save')}
      </Button>
    </Stack>
  );
};

/** My rating of a crew member for this job (crew chiefs and planners). */
export const MemberRatingCard = ({ crewId, member }: { crewId: number; member: CrewDayMember }) => {
  const { t } = useTranslation('crews');
  const ratings = useMyRatings(crewId, member.personId);
  return (
    <SectionCard title={t('rating.title')} icon={IconStar} color="yellow">
      <QueryState query={ratings} loading={<LoadingBlocks count={1} height={120} />}>
        {(items) => (
          <RatingForm
            crewId={crewId}
            member={member}
            saved={items.find((item) => item.assignmentId === member.assignmentId)}
          />
        )}
      </QueryState>
    </SectionCard>
  );
};
