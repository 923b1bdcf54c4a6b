import { LocationFormModal } from '@/features/locations/components/location-form-modal';
import type { NewLocationDialog } from '@/features/projects/components/project-form/new-location-slot';

/** The project form's "New location" is the locations feature's form (two features meet here). */
export const newLocationDialog: NewLocationDialog = ({ onClose, onCreated }) => (
  <LocationFormModal onClose={onClose} onSaved={onCreated} />
);
