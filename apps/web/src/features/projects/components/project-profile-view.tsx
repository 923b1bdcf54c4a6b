import type { Project } from '@crewhub/shared';
import { Anchor, DataList, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type projectTexts from '@/locales/en/projects.json';
import { useFormat } from '@/lib/format';
import { ProjectStateBadge } from './project-state-badge';

type FieldKey = keyof typeof projectTexts.fields;

/** All the project's fields. */
export const ProjectProfileView = ({ project }: { project: Project }) => {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const rows: [FieldKey, ReactNode][] = [
    ['number', project.number],
    ['name', project.name],
    ['state', <ProjectStateBadge key="state" state={project.state} />],
    ['company', project.companyName],
    ['clientMark', project.clientMark],
    ['contact', project.contactName],
    ['reference', project.reference],
    ['beginDate', project.beginDate ? format.day(project.beginDate, 'long') : null],
    ['endDate', project.endDate ? format.day(project.endDate, 'long') : null],
    [
      'location',
      project.locationId && project.locationName ? (
        <Anchor component={Link} to={paths.location.getHref({ id: String(project.locationId) })}>
          {project.locationName}
        </Anchor>
      ) : null,
    ],
    ['crewChief', project.crewChiefName],
    ['projectManager', project.projectManagerName],
    ['branch', project.branchName],
    ['defaultCateringType', project.defaultCateringTypeName],
    ['rateCard', project.rateCardName],
    ['projectType', project.projectType],
    ['rate', project.rateCents === null ? null : format.money(project.rateCents)],
    ['comment', project.comment],
  ];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="profile-view">
      <DataList withDivider labelWidth={170}>
        {rows.map(([key, value]) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel>{t(`fields.${key}`)}</DataList.ItemLabel>
            <DataList.ItemValue data-testid={`profile-${key}`}>{value ?? '–'}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </Paper>
  );
};
