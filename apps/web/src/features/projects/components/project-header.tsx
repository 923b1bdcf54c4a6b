import type { Project } from '@crewhub/shared';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuilding, IconCalendar, IconCopy, IconMapPin, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { CopyProjectModal } from './copy-project-modal';
import { ProjectExportsMenu } from './project-exports-menu';
import { ProjectFormModal } from './project-form/project-form-modal';
import { ProjectManageMenu } from './project-manage-menu';
import { ProjectShareMenu } from './project-share-menu';
import { ProjectStateBadge } from './project-state-badge';

type ProjectHeaderProps = {
  project: Project;
  /** Users (not guests) may share and download. */
  canShare: boolean;
  canEdit: boolean;
  canCopy: boolean;
};

const Fact = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <Group gap={6} wrap="nowrap">
    {icon}
    <Text size="sm">{children}</Text>
  </Group>
);

/** What the project is, for whom, when and where, with its actions. */
export const ProjectHeader = ({ project, canShare, canEdit, canCopy }: ProjectHeaderProps) => {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const [copying, copy] = useDisclosure(false);
  const [editing, edit] = useDisclosure(false);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="project-header">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed" fw={600} data-testid="project-number">
              {project.number}
            </Text>
            <Title order={2} fz={{ base: 22, sm: 26 }} data-testid="project-name">
              {project.name}
            </Title>
          </div>
          <Group gap={6}>
            {project.closed ? (
              <Badge color="gray" variant="outline">
                {t('closed')}
              </Badge>
            ) : null}
            <ProjectStateBadge state={project.state} />
          </Group>
        </Group>
        <Group gap="lg" style={{ rowGap: 6 }}>
          {project.companyName ? (
            <Fact icon={<IconBuilding size={16} opacity={0.6} />}>
              {[project.companyName, project.contactName].filter(Boolean).join(' · ')}
            </Fact>
          ) : null}
          {project.beginDate ? (
            <Fact icon={<IconCalendar size={16} opacity={0.6} />}>
              {format.dayRange(project.beginDate, project.endDate)}
            </Fact>
          ) : null}
          {project.locationId && project.locationName ? (
            <Fact icon={<IconMapPin size={16} opacity={0.6} />}>
              <Anchor
                component={Link}
                to={paths.location.getHref({ id: String(project.locationId) })}
                data-testid="project-location-link"
              >
                {project.locationName}
              </Anchor>
            </Fact>
          ) : null}
        </Group>
        {canShare || canCopy || canEdit ? (
          <Group gap="xs">
            {canEdit ? (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} />}
                onClick={edit.open}
                data-testid="edit-project-button"
              >
                {t('edit.action')}
              </Button>
            ) : null}
            {canShare ? <ProjectShareMenu project={project} canInvite={canEdit} /> : null}
            {canShare ? <ProjectExportsMenu number={project.number} canEdit={canEdit} /> : null}
            {canCopy ? (
              <Button
                variant="default"
                leftSection={<IconCopy size={16} />}
                onClick={copy.open}
                data-testid="copy-project-button"
              >
                {t('copy.project.action')}
              </Button>
            ) : null}
            {canEdit ? <ProjectManageMenu project={project} /> : null}
          </Group>
        ) : null}
      </Stack>
      {copying ? <CopyProjectModal project={project} onClose={copy.close} /> : null}
      {canEdit ? (
        <ProjectFormModal opened={editing} project={project} onClose={edit.close} />
      ) : null}
    </Paper>
  );
};
