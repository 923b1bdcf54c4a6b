import { rateCardFitsCompany, type Project, type RateCard } from '@crewhub/shared';
import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { asOptions, useReferenceList } from '@/lib/reference-data';
import { id, idOf } from '../../lib/project-draft';
import { withCurrent, type Option } from '@/lib/select-options';
import { PersonSelect } from '@/components/person-select';
import { personSelectTexts } from '../../lib/person-select-texts';
import type { ProjectDraftState } from './use-project-draft';

type PlannerFieldsProps = {
  state: ProjectDraftState;
  saved?: Project;
  /** The person search is a planner's call; clients leave the people to the planners. */
  canPickPeople: boolean;
  /** Null without rateCards READ: pricing stays with the planners. */
  rateCards: RateCard[] | null;
  error: (path: string) => ReactNode;
};

const labels = {
  branchId: 'branch',
  defaultCateringTypeId: 'defaultCateringType',
  rateCardId: 'rateCard',
} as const;
type PickField = keyof typeof labels;

/** Who leads the project and how it is billed: crew chief, manager, branch, catering, rate card. */
export const PlannerFields = ({
  state,
  saved,
  canPickPeople,
  rateCards,
  error,
}: PlannerFieldsProps) => {
  const { t } = useTranslation('projects');
  const { draft, setField } = state;
  const branches = useReferenceList('branches');
  const cateringTypes = useReferenceList('cateringAgreementTypes');
  const pick = (name: PickField, options: Option[], savedName: string | null | undefined) => (
    <Select
      size="md"
      label={t(`fields.${labels[name]}`)}
      // A saved choice stays pickable even when the list no longer offers it.
      data={withCurrent(options, saved ? idOf(saved[name]) : null, savedName ?? null)}
      value={draft[name]}
      onChange={(value) => setField(name, value)}
      searchable
      clearable
      error={error(name)}
      data-testid={`project-form-${labels[name]}`}
    />
  );
  // Only the general card and the project company's own agreements apply.
  const rateCardOptions = (rateCards ?? [])
    .filter((card) => rateCardFitsCompany(card, id(draft.companyId)))
    .map((card) => ({
      value: String(card.id),
      label: card.companyId === null ? t('fields.rateCardGeneral', { name: card.name }) : card.name,
    }));
  const savedFits = saved && String(saved.companyId) === draft.companyId;
  return (
    <>
      {canPickPeople ? (
        <>
          <PersonSelect
            label={t('fields.crewChief')}
            value={draft.crewChiefPersonId}
            saved={saved && { id: saved.crewChiefPersonId, name: saved.crewChiefName }}
            onChange={(personId) => setField('crewChiefPersonId', personId)}
            error={error('crewChiefPersonId')}
            testId="project-form-crewChief"
            texts={personSelectTexts(t)}
          />
          <PersonSelect
            label={t('fields.projectManager')}
            value={draft.projectManagerPersonId}
            saved={saved && { id: saved.projectManagerPersonId, name: saved.projectManagerName }}
            onChange={(personId) => setField('projectManagerPersonId', personId)}
            error={error('projectManagerPersonId')}
            testId="project-form-projectManager"
            texts={personSelectTexts(t)}
          />
        </>
      ) : null}
      {pick('branchId', asOptions(branches.data), saved?.branchName)}
      {pick('defaultCateringTypeId', asOptions(cateringTypes.data), saved?.defaultCateringTypeName)}
      {rateCards
        ? pick('rateCardId', rateCardOptions, savedFits ? saved.rateCardName : null)
        : null}
    </>
  );
};
