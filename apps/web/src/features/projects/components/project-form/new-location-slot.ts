import type { Location } from '@crewhub/shared';
import { createContext, useContext, type ReactNode } from 'react';

/** Renders the dialog that creates a location, calling `onCreated` with the new one. */
export type NewLocationDialog = (props: {
  onClose: () => void;
  onCreated: (location: Location) => void;
}) => ReactNode;

const NewLocationContext = createContext<NewLocationDialog | null>(null);

/**
 * The location form belongs to the locations feature, which this feature may not import:
 * app/ provides it here. Without a provider the picker offers no "New location".
 */
export const NewLocationProvider = NewLocationContext.Provider;
export const useNewLocationDialog = () => useContext(NewLocationContext);
