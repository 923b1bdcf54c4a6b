import type { Location, Project } from '@crewhub/shared';
import { ActionIcon, Group, Select, Tooltip } from '@mantine/core';
import { IconMapPinPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRight } from '@/lib/use-right';
import { idOf } from '../../lib/project-draft';
import { withCurrent } from '@/lib/select-options';
import { useNewLocationDialog } from './new-location-slot';
import type { ProjectDraftState } from './use-project-draft';

type LocationFieldProps = {
  state: ProjectDraftState;
  locations: Location[];
  saved?: Project;
  error: (path: string) => ReactNode;
};

const labelOf = (location: Pick<Location, 'name' | 'city'>) =>
  [location.name, location.city].filter(Boolean).join(', ');

/** The project's location, picked from the list or created on the spot. */
export const LocationField = ({ state, locations, saved, error }: LocationFieldProps) => {
  const { t } = useTranslation('projects');
  const { draft, setField } = state;
  const newLocationDialog = useNewLocationDialog();
  // POST /locations needs projects CREATE, as creating the project does.
  const canCreate = useRight('projects', 'CREATE') && newLocationDialog !== null;
  const [creating, setCreating] = useState(false);
  // The list reloads after a create; until then the new place is offered from here.
  const [created, setCreated] = useState<Location | null>(null);
  const options = withCurrent(
    withCurrent(
      locations.map((location) => ({ value: String(location.id), label: labelOf(location) })),
      idOf(created?.id ?? null),
      created && labelOf(created),
    ),
    idOf(saved?.locationId ?? null),
    saved?.locationName ?? null,
  );
  return (
    <>
      <Select
        size="md"
        label={t('fields.location')}
        data={options}
        value={draft.locationId}
        onChange={(locationId) => setField('locationId', locationId)}
        searchable
        clearable
        error={error('locationId')}
        data-testid="project-form-location"
        inputContainer={(input) =>
          canCreate ? (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
              <Tooltip label={t('form.newLocation')}>
                <ActionIcon
                  size="input-md"
                  variant="default"
                  aria-label={t('form.newLocation')}
                  onClick={() => setCreating(true)}
                  data-testid="project-form-new-location"
                >
                  <IconMapPinPlus size={20} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ) : (
            input
          )
        }
      />
      {creating && newLocationDialog
        ? newLocationDialog({
            onClose: () => setCreating(false),
            onCreated: (location) => {
              setCreated(location);
              setField('locationId', String(location.id));
            },
          })
        : null}
    </>
  );
};
