import { Button, Group, Stack, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { projectTabs } from '@crewhub/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import {
  defaultFilters,
  filtersFromParams,
  filtersToParams,
  listParamsOf,
  type ProjectFilters,
  type ProjectTab,
} from '../lib/project-filters';
import { ProjectFormModal } from './project-form/project-form-modal';
import { ProjectFilterBar } from './project-filter-bar';
import { ProjectList } from './project-list';

/** Ongoing, past and requested projects with their filters; planners and clients create here. */
export const ProjectsPage = ({ canCreate }: { canCreate: boolean }) => {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [creating, createModal] = useDisclosure(false);
  const filters = filtersFromParams(params);
  const update = (patch: Partial<ProjectFilters>) =>
    setParams(filtersToParams({ ...filters, ...patch }), { replace: true });
  const narrowed = filtersToParams({ ...filters, tab: defaultFilters.tab }).size > 0;

  return (
    <Stack gap="md" data-testid="projects-page">
      {canCreate ? (
        <Group justify="flex-end">
          <Button
            w={{ base: '100%', sm: 'auto' }}
            size="md"
            leftSection={<IconPlus size={18} />}
            onClick={createModal.open}
            data-testid="create-project-button"
          >
            {t('create.open')}
          </Button>
        </Group>
      ) : null}
      <Tabs
        value={filters.tab}
        onChange={(tab) => update({ tab: (tab ?? 'ongoing') as ProjectTab })}
      >
        <Tabs.List grow>
          {projectTabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`projects-tab-${tab}`}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ProjectFilterBar filters={filters} onChange={update} />
      <ProjectList
        params={listParamsOf(filters)}
        onClear={narrowed ? () => update({ ...defaultFilters, tab: filters.tab }) : undefined}
      />
      {canCreate ? (
        <ProjectFormModal
          opened={creating}
          onClose={createModal.close}
          onSaved={(project) => navigate(paths.project.getHref({ number: project.number }))}
        />
      ) : null}
    </Stack>
  );
};
