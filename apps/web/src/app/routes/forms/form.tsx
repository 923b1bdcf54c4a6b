import { useParams } from 'react-router';
import { FormPerformPage } from '@/features/forms/components/form-perform-page';
import { NotFoundPage } from '@/features/not-found/components/not-found-page';
import { parseId } from '@/lib/route-params';

/** /forms/{id}/{name?}/{questionId?}: id is my filling ("perform") of the form. */
export const Component = () => {
  const params = useParams();
  const id = parseId(params.id);
  if (id === null) return <NotFoundPage loggedIn />;
  return <FormPerformPage id={id} slug={params.name} step={params.questionId} />;
};
