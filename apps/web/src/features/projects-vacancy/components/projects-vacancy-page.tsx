import type { Page, Vacancy } from '@crewhub/shared';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { QueryState } from '@/components/query-state';
import { formatTimeRange, useFormat } from '@/lib/format';
import { groupByProject } from '../lib/group-vacancies';

type QueryLike = {
  data: Page<Vacancy> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

type ProjectsVacancyPageProps = {
  vacancies: QueryLike;
  /** The position whose application is being sent or withdrawn. */
  pendingId: number | null;
  onApply: (positionId: number) => void;
  onWithdraw: (positionId: number) => void;
};

/** Open positions per project, to apply for (temporary crew with the vacancy right). */
export const ProjectsVacancyPage = ({
  vacancies,
  pendingId,
  onApply,
  onWithdraw,
}: ProjectsVacancyPageProps) => {
  const { t } = useTranslation('projects-vacancy');
  const format = useFormat();
  return (
    <QueryState query={vacancies}>
      {(page) =>
        page.items.length === 0 ? (
          <FriendlyEmpty
            icon={IconBriefcase}
            title={t('emptyTitle')}
            description={t('emptyDescription')}
            testId="projects-vacancy-empty"
          />
        ) : (
          <Stack gap="md" data-testid="projects-vacancy">
            {groupByProject(page.items).map((group) => (
              <Paper
                key={group.project.id}
                withBorder
                p={{ base: 'md', sm: 'lg' }}
                data-testid={`vacancy-project-${group.project.number}`}
              >
                <Group justify="space-between" wrap="nowrap" mb="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text size="xs" c="dimmed" fw={600}>
                      {group.project.number}
                    </Text>
                    <Title order={2} fz="lg">
                      {group.project.name}
                    </Title>
                  </div>
                  {/* The title wraps; the count keeps its full width on a phone. */}
                  <Badge variant="light" style={{ flexShrink: 0 }}>
                    {t('openRows', { open: group.openRows })}
                  </Badge>
                </Group>
                <Stack gap="xs">
                  {group.vacancies.map((vacancy) => (
                    <Group
                      key={vacancy.projectCrewItemId}
                      justify="space-between"
                      gap="xs"
                      py={4}
                      data-testid={`project-vacancy-${vacancy.projectCrewItemId}`}
                    >
                      <div style={{ minWidth: 0 }}>
                        <Text fw={600}>{vacancy.functionName}</Text>
                        <Text size="sm" c="dimmed">
                          {[
                            format.dayRange(vacancy.startDate, vacancy.endDate),
                            formatTimeRange(vacancy.startTime, vacancy.endTime),
                            vacancy.location?.name,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      </div>
                      <Button
                        size="xs"
                        variant={vacancy.applied ? 'light' : 'filled'}
                        color={vacancy.applied ? 'gray' : undefined}
                        loading={pendingId === vacancy.projectCrewItemId}
                        onClick={() =>
                          (vacancy.applied ? onWithdraw : onApply)(vacancy.projectCrewItemId)
                        }
                        data-testid={vacancy.applied ? 'vacancy-withdraw' : 'vacancy-apply'}
                      >
                        {vacancy.applied ? t('withdraw') : t('apply')}
                      </Button>
                    </Group>
                  ))}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
};
