import type { ComponentType } from 'react';
import { NotFoundPage } from '@/features/not-found/components/not-found-page';
import { useIdParam } from '@/lib/route-params';
import { useSession } from '@/lib/session';

/** A screen for `/…/:id`: the page gets a numeric id, anything else is not found. */
export const idScreen =
  (Page: ComponentType<{ id: number }>, param = 'id') =>
  () => {
    const id = useIdParam(param);
    const loggedIn = useSession() !== null;
    return id === null ? <NotFoundPage loggedIn={loggedIn} /> : <Page id={id} />;
  };
