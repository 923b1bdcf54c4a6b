import { openSecurityCheckInputSchema } from '@crewhub/shared';
import { useParams } from 'react-router';
import { SecurityCheckPage } from '@/features/crews/components/security-check-page';
import { NotFoundPage } from '@/features/not-found/components/not-found-page';
import { parseId } from '@/lib/route-params';

/** /crews/{id}/security-check/{formId}/{date}/{shift}: the URL names the check to open. */
export const Component = () => {
  const params = useParams();
  const id = parseId(params.id);
  const opened = openSecurityCheckInputSchema.safeParse({
    formId: parseId(params.formId),
    date: params.date,
    shift: params.shift,
  });
  if (id === null || !opened.success) return <NotFoundPage loggedIn />;
  return <SecurityCheckPage id={id} opened={opened.data} />;
};
