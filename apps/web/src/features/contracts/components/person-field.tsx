import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { usePeopleSearch } from '@/lib/people-search';

type PersonFieldProps = {
  label: string;
  value: string;
  onChange: (personId: string) => void;
  required?: boolean;
  clearable?: boolean;
  error?: ReactNode;
  testId?: string;
};

/** People by name; the list is the server's search, so Mantine filters nothing itself. */
export const PersonField = ({
  label,
  value,
  onChange,
  required = false,
  clearable = false,
  error,
  testId = 'contract-person',
}: PersonFieldProps) => {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const people = usePeopleSearch(query);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const found = (people.data ?? []).map((person) => ({
    value: String(person.personId),
    label: person.name,
  }));
  // The chosen person stays an option while the search moves on.
  const options =
    picked && !found.some((option) => option.value === picked.value) ? [picked, ...found] : found;
  return (
    <Select
      label={label}
      searchable
      required={required}
      clearable={clearable}
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      data={options}
      data-testid={testId}
      value={value === '' ? null : value}
      error={error}
      onChange={(chosen, option) => {
        onChange(chosen ?? '');
        setPicked(chosen ? option : null);
      }}
    />
  );
};
