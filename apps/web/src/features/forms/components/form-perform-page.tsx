import type { FormPerform } from '@crewhub/shared';
import { Box } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FoundState } from '@/components/found-state';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { useFormPerform } from '../api/get-form-perform';
import { startStep, stepIds } from '../lib/wizard-steps';
import { FormWizard } from './form-wizard';
import { SubmittedView } from './submitted-view';

type PageProps = { id: number; slug: string | undefined; step: string | undefined };

const FormScreen = ({ perform, slug, step }: { perform: FormPerform } & Omit<PageProps, 'id'>) => {
  if (perform.status === 'submitted') return <SubmittedView perform={perform} />;
  // The URL always names the form and the step, so a reload or a shared link opens it there.
  if (slug !== perform.slug || !step || !stepIds(perform).includes(step)) {
    const questionId = step && stepIds(perform).includes(step) ? step : startStep(perform);
    return (
      <Navigate
        replace
        to={paths.form.getHref({ id: String(perform.id), name: perform.slug, questionId })}
      />
    );
  }
  return <FormWizard perform={perform} step={step} />;
};

/** /forms/{id}/{name}/{questionId}: a form the office asked me to fill in, step by step. */
export const FormPerformPage = ({ id, slug, step }: PageProps) => {
  const { t } = useTranslation('forms');
  const perform = useFormPerform(id);
  usePageTitle(perform.data?.form.name);
  return (
    <Box maw={640} mx="auto" w="100%" data-testid="form-page">
      {/* A missing form and another person's are both 404: say so instead of offering a retry. */}
      <FoundState query={perform} notFound={t('notFound')} icon={IconFileOff}>
        {(data) => <FormScreen perform={data} slug={slug} step={step} />}
      </FoundState>
    </Box>
  );
};
