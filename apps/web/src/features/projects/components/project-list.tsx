import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { NoResults } from '@/components/no-results';
import { LoadError, LoadingBlocks } from '@/components/query-state';
import { ShowMore } from '@/components/show-more';
import { useProjects, type ProjectListParams } from '../api/get-projects';
import { ProjectCard } from './project-card';

type ProjectListProps = {
  params: ProjectListParams;
  /** Set while a search or filter narrows the tab: nothing found then offers to clear it. */
  onClear?: () => void;
};

/** One tab's projects, a page at a time. */
export const ProjectList = ({ params, onClear }: ProjectListProps) => {
  const { t } = useTranslation('projects');
  const query = useProjects(params);
  if (query.isError) return <LoadError error={query.error} onRetry={query.refetch} />;
  if (query.isPending) return <LoadingBlocks count={4} height={120} />;
  const projects = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? 0;
  if (projects.length === 0) {
    if (onClear) return <NoResults onClear={onClear} />;
    return (
      <FriendlyEmpty
        icon={IconBriefcase}
        title={t(`empty.${params.tab ?? 'ongoing'}.title`)}
        description={t(`empty.${params.tab ?? 'ongoing'}.description`)}
        testId="projects-empty"
      />
    );
  }
  return (
    <Stack gap="md" data-testid="project-list">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {projects.map((project) => (
          <ProjectCard key={project.id} project={project} />
        ))}
      </SimpleGrid>
      <ShowMore
        query={query}
        shown={projects.length}
        total={total}
        testId="projects-load-more"
        allShown={
          <Text size="sm" c="dimmed">
            {t('count', { total })}
          </Text>
        }
      />
    </Stack>
  );
};
