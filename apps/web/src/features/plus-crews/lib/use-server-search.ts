import type { OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

// The server searched already; a second filter here would hide matches on other fields.
const asSearched: OptionsFilter = ({ options }) => options;

/**
 * A picker whose options the server searches: the debounced query, whether the list was ever
 * opened (search only then), and the props that wire a Mantine Select or MultiSelect to it.
 * `shown` is the text the box shows for the chosen option, which is no search.
 */
export const useServerSearch = (shown?: string) => {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [query] = useDebouncedValue(search === shown ? '' : search.trim(), 300);
  return {
    query,
    opened,
    comboboxProps: {
      searchValue: search,
      onSearchChange: setSearch,
      onDropdownOpen: () => setOpened(true),
      searchable: true,
      clearable: true,
      filter: asSearched,
    },
  };
};
