import type { PlusCrewMember } from '@crewhub/shared';
import { MultiSelect } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePeopleSearch } from '@/lib/people-search';
import type { Option } from '@/lib/select-options';
import { useServerSearch } from '../lib/use-server-search';

type TeamSelectProps = {
  /** Person ids as strings, as Mantine's inputs hold them. */
  value: string[];
  onChange: (personIds: string[]) => void;
  /** The team saved so far, named before anyone searches. */
  saved: readonly PlusCrewMember[];
  error?: ReactNode;
};

/** Picks the plus crew's team by name; searches the persons only once the list is opened. */
export const TeamSelect = ({ value, onChange, saved, error }: TeamSelectProps) => {
  const { t } = useTranslation('plus-crews');
  const { query, opened, comboboxProps } = useServerSearch();
  // Names of everyone chosen, so a pill keeps its name when the search no longer finds them.
  const [names, setNames] = useState(
    () => new Map(saved.map((member) => [String(member.personId), member.name])),
  );
  const people = usePeopleSearch(query, opened);
  const found: Option[] = (people.data ?? []).map((person) => ({
    value: String(person.personId),
    label: person.name,
  }));
  const chosen: Option[] = value
    .filter((id) => !found.some((option) => option.value === id))
    .map((id) => ({ value: id, label: names.get(id) ?? id }));
  return (
    <MultiSelect
      label={t('settings.members')}
      description={t('settings.membersHint', { count: value.length })}
      placeholder={value.length === 0 ? t('settings.membersPlaceholder') : undefined}
      data={[...chosen, ...found]}
      value={value}
      onChange={(next) => {
        const labels = new Map(names);
        for (const option of found) labels.set(option.value, option.label);
        setNames(labels);
        onChange(next);
      }}
      {...comboboxProps}
      hidePickedOptions
      nothingFoundMessage={people.isFetching ? t('settings.searching') : undefined}
      error={error}
      data-testid="plus-crew-members"
    />
  );
};
