import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectFilters } from '../lib/project-filters';

type ProjectFilterBarProps = {
  filters: ProjectFilters;
  onChange: (patch: Partial<ProjectFilters>) => void;
};

// Never squeezed by the search beside them, and on a phone each on a line of its own; each
// segment as wide as its label (Mantine shares the width out equally). Squeezed, the labels broke
// over two lines ("My / projects") and read as more options than there are.
const choiceLayout = {
  w: { base: '100%', sm: 'auto' },
  flex: 'none',
  styles: { control: { flex: '1 1 auto' } },
} as const;

/** All/my projects, closed/not closed and a search. */
export const ProjectFilterBar = ({ filters, onChange }: ProjectFilterBarProps) => {
  const { t } = useTranslation('projects');
  const [search, setSearch] = useState(filters.q);
  // One request per pause in typing, not per key.
  const commitSearch = useDebouncedCallback((q: string) => onChange({ q }), 350);
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <SegmentedControl
        value={filters.scope}
        onChange={(scope) => onChange({ scope: scope as ProjectFilters['scope'] })}
        data={[
          { value: 'all', label: t('filters.all') },
          { value: 'my', label: t('filters.my') },
        ]}
        {...choiceLayout}
        data-testid="projects-scope-filter"
      />
      <SegmentedControl
        value={filters.closed}
        onChange={(closed) => onChange({ closed: closed as ProjectFilters['closed'] })}
        data={[
          { value: 'open', label: t('filters.notClosed') },
          { value: 'closed', label: t('filters.closed') },
        ]}
        {...choiceLayout}
        data-testid="projects-closed-filter"
      />
      <TextInput
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
        placeholder={t('filters.search')}
        aria-label={t('filters.search')}
        leftSection={<IconSearch size={16} />}
        size="sm"
        style={{ flex: '1 1 200px' }}
        data-testid="projects-search"
      />
    </Group>
  );
};
