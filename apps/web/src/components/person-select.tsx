import { Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { usePeopleSearch } from '@/lib/people-search';
import { withCurrent, type Option } from '@/lib/select-options';

type PersonSelectProps = {
  label: string;
  value: string | null;
  /** The person saved so far, offered before anyone searches. */
  saved: { id: number | null; name: string | null } | undefined;
  onChange: (personId: string | null) => void;
  error?: ReactNode;
  testId: string;
  /** The screen's own words for the empty box and a running search (no match: the theme's). */
  texts: { placeholder: string; searching: string };
};

const idOf = (value: number | null) => (value === null ? null : String(value));

/** Picks a person by name (crew chief, project manager, an invitee); searches only once opened. */
export const PersonSelect = ({
  label,
  value,
  saved,
  onChange,
  error,
  testId,
  texts,
}: PersonSelectProps) => {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [picked, setPicked] = useState<Option | null>(null);
  const known = withCurrent(picked ? [picked] : [], idOf(saved?.id ?? null), saved?.name ?? null);
  // The box shows the chosen person's name; that is no search, so offer everyone then.
  const chosenLabel = known.find((option) => option.value === value)?.label;
  const [query] = useDebouncedValue(search === chosenLabel ? '' : search.trim(), 300);
  const people = usePeopleSearch(query, opened);
  // Labels are plain names, as the saved records give them, so the two always match.
  const found = (people.data ?? []).map((person) => ({
    value: String(person.personId),
    label: person.name,
  }));
  const cities = new Map(people.data?.map((person) => [String(person.personId), person.city]));
  // Keep the chosen person pickable even when the current search does not find them.
  const options = known.reduce(
    (list, option) => withCurrent(list, option.value, option.label),
    found,
  );
  return (
    <Select
      size="md"
      label={label}
      placeholder={texts.placeholder}
      data={options}
      value={value}
      onChange={(next, option) => {
        setPicked(option ?? null);
        onChange(next);
      }}
      renderOption={({ option }) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{option.label}</Text>
          {cities.get(option.value) ? (
            <Text size="xs" c="dimmed">
              {cities.get(option.value)}
            </Text>
          ) : null}
        </Group>
      )}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      searchable
      clearable
      filter={({ options: all }) => all}
      nothingFoundMessage={people.isFetching ? texts.searching : undefined}
      error={error}
      data-testid={testId}
    />
  );
};
