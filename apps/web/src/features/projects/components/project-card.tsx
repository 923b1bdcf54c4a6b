import type { Project } from '@crewhub/shared';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import classes from './project-card.module.css';
import { ProjectStateBadge } from './project-state-badge';

/** One project in a list: what, for whom, when and where. */
export const ProjectCard = ({ project }: { project: Project }) => {
  const { t } = useTranslation('projects');
  const format = useFormat();
  return (
    <Paper
      withBorder
      p="md"
      component={Link}
      to={paths.project.getHref({ number: project.number })}
      className={classes.card}
      data-testid={`project-card-${project.number}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed" fw={600}>
            {project.number}
          </Text>
          <Group gap={6} wrap="nowrap">
            {project.closed ? (
              <Badge color="gray" variant="outline">
                {t('closed')}
              </Badge>
            ) : null}
            <ProjectStateBadge state={project.state} />
          </Group>
        </Group>
        <Text fw={700} lineClamp={2}>
          {project.name}
        </Text>
        {project.companyName ? (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {project.companyName}
          </Text>
        ) : null}
        <Group gap="md" style={{ rowGap: 4 }}>
          {project.beginDate ? (
            <Group gap={4} wrap="nowrap">
              <IconCalendar size={15} opacity={0.6} />
              <Text size="sm">{format.dayRange(project.beginDate, project.endDate)}</Text>
            </Group>
          ) : null}
          {project.locationName ? (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={15} opacity={0.6} />
              <Text size="sm" lineClamp={1}>
                {project.locationName}
              </Text>
            </Group>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
};
