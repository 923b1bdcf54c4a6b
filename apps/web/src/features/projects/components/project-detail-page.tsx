import { Stack } from '@mantine/core';
import { IconBriefcaseOff, IconFiles, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkRow } from '@/components/link-row';
import { FoundState } from '@/components/found-state';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { useProject } from '../api/get-project';
import { CrewView } from './planning/crew-view';
import { PlanningProvider, type RenderFindBest } from './planning/planning-context';
import { ShiftTilesView } from './planning/shift-tiles-view';
import { ShiftView } from './planning/shift-view';
import { ProjectCostView } from './project-cost-view';
import { ProjectHeader } from './project-header';
import { ProjectProfileView } from './project-profile-view';
import { ProjectViewSwitch, projectViews, viewFromParam, type ProjectView } from './project-views';

type ProjectDetailPageProps = {
  number: string;
  /** Project guests see their project read-only: no sharing, documents or cost. */
  guest: boolean;
  canEdit: boolean;
  canCreate: boolean;
  renderFindBest?: RenderFindBest;
  /** The client's settings and rate cards under the profile view, composed by the route. */
  renderCompany?: (companyId: number) => ReactNode;
};

/** One project: header, the five views and links to its documents and project manager. */
export const ProjectDetailPage = ({
  number,
  guest,
  canEdit,
  canCreate,
  renderFindBest,
  renderCompany,
}: ProjectDetailPageProps) => {
  const { t } = useTranslation(['projects', 'common']);
  const project = useProject(number);
  const [params, setParams] = useSearchParams();
  const views = guest ? projectViews.filter((view) => view !== 'cost') : projectViews;
  const view = viewFromParam(params.get('view'), views);
  const setView = (next: ProjectView) =>
    setParams(next === 'shift' ? {} : { view: next }, { replace: true });
  usePageTitle(project.data?.name);

  return (
    <FoundState query={project} notFound={t('common:notFound.project')} icon={IconBriefcaseOff}>
      {(data) => (
        <PlanningProvider
          value={{
            projectNumber: data.number,
            canEdit,
            canAddPositions: canCreate,
            renderFindBest,
          }}
        >
          <Stack gap="md" data-testid="project-detail">
            <ProjectHeader
              project={data}
              canShare={!guest}
              canEdit={canEdit}
              canCopy={canEdit && canCreate}
            />
            <ProjectViewSwitch value={view} views={views} onChange={setView} />
            {view === 'shift' ? <ShiftView defaultDate={data.beginDate ?? ''} /> : null}
            {view === 'tiles' ? <ShiftTilesView /> : null}
            {view === 'crew' ? <CrewView /> : null}
            {view === 'profile' ? <ProjectProfileView project={data} /> : null}
            {view === 'profile' && !guest && data.companyId !== null
              ? renderCompany?.(data.companyId)
              : null}
            {view === 'cost' ? <ProjectCostView project={data} /> : null}
            <Stack gap={0}>
              {!guest ? (
                <LinkRow
                  to={paths.projectDocuments.getHref({ number: data.number })}
                  label={t('documents.linkTitle')}
                  description={t('documents.linkDescription')}
                  icon={IconFiles}
                  testId="project-documents-link"
                />
              ) : null}
              <LinkRow
                to={paths.projectContactProjectManager.getHref({ number: data.number })}
                label={t('contactManager.linkTitle')}
                description={data.projectManagerName ?? t('contactManager.unknown')}
                icon={IconUserCircle}
                testId="project-contact-manager-link"
              />
            </Stack>
          </Stack>
        </PlanningProvider>
      )}
    </FoundState>
  );
};
