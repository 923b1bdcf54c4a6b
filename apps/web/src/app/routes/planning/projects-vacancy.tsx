import { useTranslation } from 'react-i18next';
import { ProjectsVacancyPage } from '@/features/projects-vacancy/components/projects-vacancy-page';
import { useChangeApplication } from '@/features/vacancies/api/apply-vacancy';
import { useVacancies } from '@/features/vacancies/api/get-vacancies';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toasts';

/** Project vacancies reuse the vacancies calls; this screen groups them per project. */
export const Component = () => {
  const { t } = useTranslation('projects-vacancy');
  const vacancies = useVacancies();
  const apply = useChangeApplication('applyVacancy');
  const withdraw = useChangeApplication('unapplyVacancy');
  const pending = apply.isPending
    ? apply.variables
    : withdraw.isPending
      ? withdraw.variables
      : null;
  const onError = (error: unknown) => toast.error(errorText(error));
  return (
    <ProjectsVacancyPage
      vacancies={vacancies}
      pendingId={pending ?? null}
      onApply={(id) => apply.mutate(id, { onSuccess: () => toast.success(t('applied')), onError })}
      onWithdraw={(id) =>
        withdraw.mutate(id, { onSuccess: () => toast.success(t('withdrawn')), onError })
      }
    />
  );
};
