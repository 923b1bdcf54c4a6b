import { Button, Collapse, Group, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import { IconAdjustments, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asOptions, useReferenceList } from '@/lib/reference-data';
import { useIsPhone } from '@/lib/use-is-phone';
import { useMembershipCrewOptions } from '../api/get-membership-crews';
import {
  activeFilterCount,
  withList,
  type CrewFilterList,
  type CrewFilters,
} from '../lib/crew-filters';

type CrewFiltersBarProps = { filters: CrewFilters; onChange: (filters: CrewFilters) => void };

/** Filters by crews, functions, tags, regions and skills, folded away on phones. */
export const CrewFiltersBar = ({ filters, onChange }: CrewFiltersBarProps) => {
  const { t } = useTranslation('planner-crew');
  const phone = useIsPhone();
  const [open, toggle] = useDisclosure(false);
  const [search, setSearch] = useState(filters.q);
  const commitSearch = useDebouncedCallback((q: string) => onChange({ ...filters, q }), 350);
  const options: Record<CrewFilterList, { value: string; label: string }[]> = {
    crewIds: asOptions(useMembershipCrewOptions().data),
    functionIds: asOptions(useReferenceList('functions').data),
    tagIds: asOptions(useReferenceList('crewTags').data),
    regionIds: asOptions(useReferenceList('regions').data),
    skillIds: asOptions(useReferenceList('documentBasedSkills').data),
  };
  const active = activeFilterCount(filters);
  const fields = (
    <SimpleGrid cols={{ base: 1, sm: 3, xl: 6 }} spacing="xs">
      <TextInput
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
        placeholder={t('filters.search')}
        aria-label={t('filters.search')}
        leftSection={<IconSearch size={16} />}
        data-testid="crew-filter-q"
      />
      {(Object.keys(options) as CrewFilterList[]).map((list) => (
        <MultiSelect
          key={list}
          data={options[list]}
          value={filters[list].map(String)}
          onChange={(values) => onChange(withList(filters, list, values.map(Number)))}
          placeholder={filters[list].length === 0 ? t(`filters.${list}`) : undefined}
          aria-label={t(`filters.${list}`)}
          searchable
          clearable
          data-testid={`crew-filter-${list}`}
        />
      ))}
    </SimpleGrid>
  );
  if (!phone) return fields;
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="default"
          leftSection={<IconAdjustments size={16} />}
          onClick={toggle.toggle}
          data-testid="crew-filters-toggle"
        >
          {active > 0 ? t('filters.toggleActive', { active }) : t('filters.toggle')}
        </Button>
      </Group>
      <Collapse expanded={open}>{fields}</Collapse>
    </Stack>
  );
};
