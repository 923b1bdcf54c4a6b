import type { FindBestMethod } from '@crewhub/shared';
import { Accordion, MultiSelect, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { NoResults } from '@/components/no-results';
import { QueryState } from '@/components/query-state';
import { asOptions, useReferenceList } from '@/lib/reference-data';
import { useBestPersons, type BestPersonsParams } from '../api/get-best-persons';
import { useFindBestMethods } from '../api/get-find-best-methods';
import { BestPersonCard } from './best-person-card';

export type FindBestPersonPanelProps = {
  positionId: number;
  /** People already on the position: shown as assigned, not offered again. */
  assignedPersonIds: number[];
  /** Puts the person on the position; the panel shows progress on their card. */
  onAssign: (personId: number) => void;
  assigningPersonId: number | null;
};

const ids = (values: string[]) => values.map(Number);

/** Available crew ranked for a position, with the reasons for each rank (find best person). */
export const FindBestPersonPanel = ({
  positionId,
  assignedPersonIds,
  onAssign,
  assigningPersonId,
}: FindBestPersonPanelProps) => {
  const { t } = useTranslation('find-best-person');
  const methods = useFindBestMethods();
  const skills = useReferenceList('documentBasedSkills');
  const tags = useReferenceList('crewTags');
  const [params, setParams] = useState<BestPersonsParams>({
    method: 'balanced',
    skillIds: [],
    tagIds: [],
  });
  const ranking = useBestPersons(positionId, params);
  return (
    <Stack gap="md" data-testid="find-best-person-panel">
      <Select
        label={t('method')}
        data={(methods.data ?? []).map(({ code }) => ({
          value: code,
          label: t(`methods.${code}.name`),
        }))}
        value={params.method}
        onChange={(method) =>
          setParams((p) => ({ ...p, method: (method ?? 'balanced') as FindBestMethod }))
        }
        description={t(`methods.${params.method}.description`)}
        allowDeselect={false}
        data-testid="find-best-method"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <MultiSelect
          label={t('skills')}
          data={asOptions(skills.data)}
          value={params.skillIds.map(String)}
          onChange={(v) => setParams((p) => ({ ...p, skillIds: ids(v) }))}
          searchable
          clearable
          data-testid="find-best-skills"
        />
        <MultiSelect
          label={t('tags')}
          data={asOptions(tags.data)}
          value={params.tagIds.map(String)}
          onChange={(v) => setParams((p) => ({ ...p, tagIds: ids(v) }))}
          searchable
          clearable
          data-testid="find-best-tags"
        />
      </SimpleGrid>
      <QueryState query={ranking}>
        {(result) => (
          <Stack gap="sm" style={{ opacity: ranking.isPlaceholderData ? 0.6 : 1 }}>
            {result.items.length === 0 && params.skillIds.length + params.tagIds.length > 0 ? (
              <NoResults onClear={() => setParams((p) => ({ ...p, skillIds: [], tagIds: [] }))} />
            ) : result.items.length === 0 ? (
              <FriendlyEmpty
                icon={IconUserSearch}
                title={t('emptyTitle')}
                description={t('emptyDescription')}
                testId="best-persons-empty"
              />
            ) : (
              result.items.map((person, index) => (
                <BestPersonCard
                  key={person.personId}
                  person={person}
                  rank={index + 1}
                  assigned={assignedPersonIds.includes(person.personId)}
                  assigning={assigningPersonId === person.personId}
                  disabled={assigningPersonId !== null}
                  onAssign={() => onAssign(person.personId)}
                />
              ))
            )}
            {result.excluded.length > 0 ? (
              <Accordion variant="contained">
                <Accordion.Item value="excluded">
                  <Accordion.Control data-testid="best-persons-excluded">
                    {t('excluded', { total: result.excluded.length })}
                  </Accordion.Control>
                  <Accordion.Panel>
                    {result.excluded.map((person) => (
                      <Text key={person.personId} size="sm" py={2}>
                        <Text span fw={600}>
                          {person.firstName} {person.lastName}
                        </Text>{' '}
                        · {t(`exclusions.${person.reason}`)}
                      </Text>
                    ))}
                  </Accordion.Panel>
                </Accordion.Item>
              </Accordion>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
};
