import { assignTreeInputSchema, isoDateOf } from '@crewhub/shared';
import { NumberInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { usePeopleSearch } from '@/lib/people-search';
import { toast } from '@/lib/toasts';
import { useAssignTrees } from '../api/assign-trees';

type AssignDraft = {
  personId: string | null;
  count: number | string;
  plantedOn: string;
  reason: string;
};

const toInput = (draft: AssignDraft) => ({
  personId: draft.personId === null ? undefined : Number(draft.personId),
  count: draft.count === '' ? undefined : Number(draft.count),
  plantedOn: draft.plantedOn,
  reason: draft.reason.trim() || null,
});

/** Plants trees for a crew member (oneXOneTree CREATE). */
export const AssignTreesModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('one-x-one-tree');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const people = usePeopleSearch(query);
  const assign = useAssignTrees();
  const form = useForm({
    initialValues: {
      personId: null,
      count: 1,
      plantedOn: isoDateOf(new Date()),
      reason: '',
    } as AssignDraft,
    ...zodForm(assignTreeInputSchema, { toInput }),
  });
  const submit = form.onSubmit((input) =>
    assign.mutate(input, {
      onSuccess: (result) => {
        toast.success(t('assign.done', { trees: result.assigned }));
        onClose();
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverErrors(error.issues));
      },
    }),
  );
  return (
    <FormModal
      onClose={onClose}
      title={t('assign.title')}
      onSubmit={submit}
      submitting={assign.isPending}
      submitLabel={t('assign.submit')}
      error={assign.error && !isApiError(assign.error) ? assign.error : null}
      testId="assign-trees"
      submitTestId="assign-trees-submit"
    >
      <Select
        label={t('assign.person')}
        placeholder={t('assign.personPlaceholder')}
        data={(people.data ?? []).map((person) => ({
          value: String(person.personId),
          label: person.name,
        }))}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        required
        data-testid="assign-trees-person"
        {...form.getInputProps('personId')}
      />
      <NumberInput
        label={t('assign.count')}
        min={1}
        max={100}
        required
        data-testid="assign-trees-count"
        {...form.getInputProps('count')}
      />
      <TextInput
        type="date"
        label={t('assign.plantedOn')}
        required
        data-testid="assign-trees-date"
        {...form.getInputProps('plantedOn')}
      />
      <TextInput
        label={t('assign.reason')}
        placeholder={t('assign.reasonPlaceholder')}
        data-testid="assign-trees-reason"
        {...form.getInputProps('reason')}
      />
    </FormModal>
  );
};
