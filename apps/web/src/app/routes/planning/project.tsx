import type { Position } from '@crewhub/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FindBestPersonPanel } from '@/features/find-best-person/components/find-best-person-panel';
import { useCreateAssignment } from '@/features/projects/api/create-assignment';
import { ProjectDetailPage } from '@/features/projects/components/project-detail-page';
import { NewLocationProvider } from '@/features/projects/components/project-form/new-location-slot';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { useRight } from '@/lib/use-right';
import { newLocationDialog } from './new-location-dialog';
import { ProjectCompany } from './project-company';

type AssignPanelProps = { number: string; position: Position; assignedPersonIds: number[] };

/** The find-best-person panel wired to the project's assign call (two features meet here). */
const AssignPanel = ({ number, position, assignedPersonIds }: AssignPanelProps) => {
  const { t } = useTranslation('projects');
  const assign = useCreateAssignment(number);
  return (
    <FindBestPersonPanel
      positionId={position.id}
      assignedPersonIds={assignedPersonIds}
      assigningPersonId={assign.isPending ? (assign.variables.personId ?? null) : null}
      onAssign={(personId) =>
        assign.mutate(
          { projectCrewItemId: position.id, personId, status: 'requested' },
          {
            onSuccess: (assignment) =>
              toast.success(t('assign.done', { name: assignment.personName })),
          },
        )
      }
    />
  );
};

export const Component = () => {
  const { number = '' } = useParams();
  const guest = useSession()?.claims.type === 'project';
  const canEdit = useRight('projects', 'EDIT');
  const canCreate = useRight('projects', 'CREATE');
  return (
    <NewLocationProvider value={newLocationDialog}>
      <ProjectDetailPage
        number={number}
        guest={guest}
        canEdit={canEdit}
        canCreate={canCreate}
        renderCompany={(companyId) => <ProjectCompany companyId={companyId} />}
        renderFindBest={({ position, assignedPersonIds }) => (
          <AssignPanel number={number} position={position} assignedPersonIds={assignedPersonIds} />
        )}
      />
    </NewLocationProvider>
  );
};
