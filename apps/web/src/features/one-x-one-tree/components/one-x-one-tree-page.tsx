import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlant2, IconTree } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { useFormat } from '@/lib/format';
import { useTreeSummary } from '../api/get-tree-summary';
import { AssignTreesModal } from './assign-trees-modal';
import { Forest } from './forest';

const Stat = ({ label, value, testId }: { label: string; value: number; testId: string }) => (
  <Paper withBorder p="md" data-testid={testId}>
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text fz={32} fw={800} c="green.9">
      {value}
    </Text>
  </Paper>
);

/** One crew, one tree: the company's forest year by year, my own trees, and planting more. */
export const OneXOneTreePage = () => {
  const { t } = useTranslation('one-x-one-tree');
  const format = useFormat();
  const summary = useTreeSummary();
  const [assigning, setAssigning] = useState(false);
  return (
    <QueryState query={summary}>
      {(forest) => (
        <Stack gap="md" data-testid="one-x-one-tree">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={2}>{forest.title ?? t('title')}</Title>
              <Text c="dimmed">{t('intro')}</Text>
            </div>
            {forest.canAssign ? (
              <Button
                leftSection={<IconPlant2 size={16} />}
                onClick={() => setAssigning(true)}
                data-testid="assign-trees-open"
              >
                {t('assign.title')}
              </Button>
            ) : null}
          </Group>
          <SimpleGrid cols={2} spacing="sm">
            <Stat label={t('companyTotal')} value={forest.companyTotal} testId="trees-company" />
            <Stat label={t('mine')} value={forest.mine} testId="trees-mine" />
          </SimpleGrid>
          {forest.perYear.length === 0 ? (
            <FriendlyEmpty
              icon={IconTree}
              title={t('empty.title')}
              description={t('empty.text')}
              testId="trees-empty"
            />
          ) : (
            <SectionCard title={t('forest')} icon={IconTree}>
              <Forest years={forest.perYear} />
            </SectionCard>
          )}
          {forest.myTrees.length > 0 ? (
            <SectionCard title={t('myTrees')} icon={IconPlant2}>
              <Stack gap={4} data-testid="my-trees">
                {forest.myTrees.map((tree) => (
                  <Group key={tree.id} justify="space-between" wrap="nowrap">
                    <Text size="sm">{tree.reason ?? t('noReason')}</Text>
                    <Text size="sm" c="dimmed">
                      {format.day(tree.plantedOn, 'long')}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </SectionCard>
          ) : null}
          {assigning ? <AssignTreesModal onClose={() => setAssigning(false)} /> : null}
        </Stack>
      )}
    </QueryState>
  );
};
