import type { CrewDayMember, CrewRating, CrewRatingType } from '@crewhub/shared';
import { Button, Input, Rating, Stack, Textarea } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlocks, QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { toast } from '@/lib/toasts';
import { useCrewRatingTypes } from '../api/get-crew-rating-types';
import { useMyRatings } from '../api/get-my-ratings';
import { useSaveCrewRatings } from '../api/save-crew-rating';
import { ratingInputs, ratingRows, rowKey, savedRating } from '../lib/rating-form';

type RatingFormProps = {
  crewId: number;
  member: CrewDayMember;
  types: CrewRatingType[];
  saved: CrewRating[];
};

const RatingForm = ({ crewId, member, types, saved }: RatingFormProps) => {
  const { t } = useTranslation('crews');
  const rows = ratingRows(types);
  const [initial] = useState(() => savedRating(rows, saved));
  const [values, setValues] = useState(initial.values);
  const [comment, setComment] = useState(initial.comment);
  const save = useSaveCrewRatings(crewId, member.personId);
  const inputs = ratingInputs({ assignmentId: member.assignmentId, rows, values, comment });
  const onSave = () => save.mutate(inputs, { onSuccess: () => toast.success(t('rating.saved')) });
  return (
    <Stack gap="sm" data-testid="member-rating">
      {rows.map((row) => (
        <Input.Wrapper key={rowKey(row.typeId)} label={row.name ?? t('rating.value')} size="md">
          <Rating
            value={values[rowKey(row.typeId)] ?? 0}
            onChange={(value) =>
              setValues((current) => ({ ...current, [rowKey(row.typeId)]: value }))
            }
            size="xl"
            mt={4}
            data-testid={`member-rating-value-${rowKey(row.typeId)}`}
          />
        </Input.Wrapper>
      ))}
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
        disabled={inputs.length === 0}
        loading={save.isPending}
        onClick={onSave}
        data-testid="member-rating-save"
      >
        {t('rating.save')}
      </Button>
    </Stack>
  );
};

/** My rating of a crew member for this job, one per rating type (crew chiefs and planners). */
export const MemberRatingCard = ({ crewId, member }: { crewId: number; member: CrewDayMember }) => {
  const { t } = useTranslation('crews');
  const types = useCrewRatingTypes();
  const ratings = useMyRatings(crewId, member.personId);
  const loading = <LoadingBlocks count={1} height={120} />;
  return (
    <SectionCard title={t('rating.title')} icon={IconStar} color="yellow">
      <QueryState query={types} loading={loading}>
        {(typeList) => (
          <QueryState query={ratings} loading={loading}>
            {(items) => (
              <RatingForm
                crewId={crewId}
                member={member}
                types={typeList}
                saved={items.filter((item) => item.assignmentId === member.assignmentId)}
              />
            )}
          </QueryState>
        )}
      </QueryState>
    </SectionCard>
  );
};
