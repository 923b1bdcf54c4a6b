import { membershipKinds, type MembershipKind } from '@crewhub/shared';
import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { usePeopleSearch } from '../api/search-people';

type AddMemberModalProps = {
  initialKind: MembershipKind;
  /** People already in the crew are not offered again. */
  existingPersonIds: number[];
  loading: boolean;
  onClose: () => void;
  onAdd: (personId: number, kind: MembershipKind) => void;
};

/** Search a person by name and add them as member, favourite or blocked. */
export const AddMemberModal = ({
  initialKind,
  existingPersonIds,
  loading,
  onClose,
  onAdd,
}: AddMemberModalProps) => {
  const { t } = useTranslation('membership-crews');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const personId = picked?.value ?? null;
  const form = useForm({ initialValues: { kind: initialKind } });
  const people = usePeopleSearch(query);
  const found = (people.data ?? [])
    .filter((person) => !existingPersonIds.includes(person.personId))
    .map((person) => ({
      value: String(person.personId),
      label: person.city ? `${person.name} (${person.city})` : person.name,
    }));
  // Picking fills the search box with the label; keep the pick even if that search finds nobody.
  const options =
    picked && !found.some((option) => option.value === picked.value) ? [picked, ...found] : found;
  return (
    <FormModal
      onClose={onClose}
      title={t('member.addTitle')}
      onSubmit={form.onSubmit(({ kind }) => {
        if (personId) onAdd(Number(personId), kind);
      })}
      submitting={loading}
      submitLabel={t('member.add')}
      submitDisabled={personId === null}
      testId="add-member-modal"
      submitTestId="add-member-submit"
    >
      <Select
        size="md"
        label={t('member.person')}
        placeholder={t('member.searchPlaceholder')}
        data={options}
        value={personId}
        onChange={(_value, option) => setPicked(option ?? null)}
        searchValue={search}
        onSearchChange={setSearch}
        searchable
        filter={({ options: all }) => all}
        nothingFoundMessage={people.isFetching ? t('member.searching') : undefined}
        data-testid="add-member-person"
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('member.kind')}
        </Text>
        <SegmentedControl
          value={form.values.kind}
          onChange={(value) => form.setFieldValue('kind', value as MembershipKind)}
          data={membershipKinds.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          data-testid="add-member-kind"
        />
      </Stack>
    </FormModal>
  );
};
