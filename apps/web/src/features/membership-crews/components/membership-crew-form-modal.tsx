import {
  membershipCrewInputSchema,
  plannerCrewTypes,
  type MembershipCrew,
  type MembershipCrewInput,
} from '@crewhub/shared';
import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useCreateMembershipCrew } from '../api/create-membership-crew';
import { useCompanies } from '../api/get-companies';
import { useUpdateMembershipCrew } from '../api/update-membership-crew';

/** The inputs' values; the company is picked by its id as text, or none. */
type MembershipCrewValues = { name: string; typeOfAssignment: string; companyId: string | null };

type MembershipCrewFormModalProps = {
  /** The crew to edit; without one the form creates a new crew. */
  crew?: MembershipCrew;
  /** Planners give a crew to a client company; a client's crew is always their own company's. */
  canPickCompany: boolean;
  onClose: () => void;
  onSaved: (crew: MembershipCrew) => void;
};

/** Creates or edits a membership crew: name, type of assignment and, for planners, company. */
export const MembershipCrewFormModal = ({
  crew,
  canPickCompany,
  onClose,
  onSaved,
}: MembershipCrewFormModalProps) => {
  const { t } = useTranslation('membership-crews');
  const create = useCreateMembershipCrew();
  const update = useUpdateMembershipCrew(crew?.id ?? 0);
  const companies = useCompanies(canPickCompany);
  const initialValues: MembershipCrewValues = {
    name: crew?.name ?? '',
    typeOfAssignment: crew?.typeOfAssignment ?? 'preferred',
    companyId: crew?.companyId ? String(crew.companyId) : null,
  };
  const form = useForm({
    initialValues,
    ...zodForm(membershipCrewInputSchema, {
      toInput: ({ companyId, ...values }: MembershipCrewValues) => ({
        ...values,
        ...(canPickCompany ? { companyId: companyId === null ? null : Number(companyId) } : {}),
      }),
      ownText: (issue) =>
        issue.path[0] === 'name' && issue.code === 'too_small' ? t('form.nameRequired') : undefined,
    }),
  });
  const mode = crew ? 'edit' : 'create';

  const companyOptions = (companies.data ?? []).map((company) => ({
    value: String(company.id),
    label: company.name,
  }));
  // The crew's own company stays pickable while the list loads or if it is not listed.
  if (
    crew?.companyId &&
    !companyOptions.some((option) => option.value === String(crew.companyId))
  ) {
    companyOptions.unshift({ value: String(crew.companyId), label: crew.companyName ?? '' });
  }

  const save = (input: MembershipCrewInput) => {
    const onSuccess = (saved: MembershipCrew) => {
      toast.success(t(`${mode}.done`, { name: saved.name }));
      onSaved(saved);
    };
    if (crew) update.mutate(input, { onSuccess });
    else create.mutate(input, { onSuccess });
  };

  return (
    <FormModal
      onClose={onClose}
      title={t(`${mode}.title`)}
      onSubmit={form.onSubmit(save)}
      submitting={create.isPending || update.isPending}
      submitLabel={t(`${mode}.submit`)}
      testId="membership-crew-form"
      submitTestId="membership-crew-submit"
    >
      <TextInput
        label={t('form.name')}
        {...form.getInputProps('name')}
        required
        data-testid="membership-crew-name"
      />
      <Select
        size="md"
        label={t('form.type')}
        data={plannerCrewTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
        {...form.getInputProps('typeOfAssignment')}
        allowDeselect={false}
        data-testid="membership-crew-type"
      />
      {canPickCompany ? (
        <Select
          size="md"
          label={t('form.company')}
          placeholder={t('form.noCompany')}
          description={t('form.companyHint')}
          data={companyOptions}
          {...form.getInputProps('companyId')}
          searchable
          clearable
          data-testid="membership-crew-company"
        />
      ) : null}
    </FormModal>
  );
};
