import { membershipCrewInputSchema, plannerCrewTypes, type MembershipCrew } from '@crewhub/shared';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toasts';
import { useCreateMembershipCrew } from '../api/create-membership-crew';
import { useCompanies } from '../api/get-companies';
import { useUpdateMembershipCrew } from '../api/update-membership-crew';

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
  const [name, setName] = useState(crew?.name ?? '');
  const [type, setType] = useState<string>(crew?.typeOfAssignment ?? 'preferred');
  const [companyId, setCompanyId] = useState<string | null>(
    crew?.companyId ? String(crew.companyId) : null,
  );
  const [nameError, setNameError] = useState<string | null>(null);
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

  const submit = () => {
    const parsed = membershipCrewInputSchema.safeParse({
      name,
      typeOfAssignment: type,
      ...(canPickCompany ? { companyId: companyId === null ? null : Number(companyId) } : {}),
    });
    if (!parsed.success) return setNameError(t('form.nameRequired'));
    const onSuccess = (saved: MembershipCrew) => {
      toast.success(t(`${mode}.done`, { name: saved.name }));
      onSaved(saved);
    };
    if (crew) update.mutate(parsed.data, { onSuccess });
    else create.mutate(parsed.data, { onSuccess });
  };

  return (
    <Modal opened onClose={onClose} title={t(`${mode}.title`)} data-testid="membership-crew-form">
      <form onSubmit={(event) => (event.preventDefault(), submit())} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('form.name')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
            error={nameError}
            required
            data-testid="membership-crew-name"
          />
          <Select
            size="md"
            label={t('form.type')}
            data={plannerCrewTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
            value={type}
            onChange={(value) => setType(value ?? 'preferred')}
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
              value={companyId}
              onChange={setCompanyId}
              searchable
              clearable
              nothingFoundMessage={t('form.noCompanyFound')}
              data-testid="membership-crew-company"
            />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              loading={create.isPending || update.isPending}
              data-testid="membership-crew-submit"
            >
              {t(`${mode}.submit`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
