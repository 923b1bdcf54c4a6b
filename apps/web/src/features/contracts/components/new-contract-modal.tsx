import {
  contractTypes,
  createStaffContractInputSchema,
  quotaUnits,
  type ContractType,
  type QuotaUnit,
} from '@crewhub/shared';
import { NumberInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '@/components/form-modal';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { usePeopleSearch } from '@/lib/people-search';
import { useCreateStaffContract } from '../api/change-staff-contract';
import { minutesOf } from '../lib/contract-hours';

type Values = {
  personId: string;
  contractType: ContractType;
  quotaUnit: QuotaUnit;
  quotaHours: number | string;
  startDate: string;
  endDate: string;
  vacationHoursPerYear: number | string;
};

const initialValues: Values = {
  personId: '',
  contractType: 'permanent',
  quotaUnit: 'week',
  quotaHours: 0,
  startDate: '',
  endDate: '',
  vacationHoursPerYear: 0,
};

/** Inputs hold hours; the contract keeps minutes. An empty box stays empty ("required"). */
const minutesOrEmpty = (hours: number | string) =>
  hours === '' ? undefined : minutesOf(Number(hours));

type PersonFieldProps = {
  value: string;
  error?: ReactNode;
  onChange: (personId: string) => void;
};

/** People by name; the list is the server's search, so Mantine filters nothing itself. */
const PersonField = ({ value, error, onChange }: PersonFieldProps) => {
  const { t } = useTranslation('contracts');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const people = usePeopleSearch(query);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const found = (people.data ?? []).map((person) => ({
    value: String(person.personId),
    label: person.name,
  }));
  // The chosen person stays an option while the search moves on.
  const options =
    picked && !found.some((option) => option.value === picked.value) ? [picked, ...found] : found;
  return (
    <Select
      label={t('form.person')}
      searchable
      required
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      data={options}
      data-testid="contract-person"
      value={value === '' ? null : value}
      error={error}
      onChange={(chosen, option) => {
        onChange(chosen ?? '');
        setPicked(chosen ? option : null);
      }}
    />
  );
};

/** The office records a contract: who, which kind, the quota and vacation, the period. */
export const NewContractModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('contracts');
  const navigate = useNavigate();
  const create = useCreateStaffContract();
  const form = useForm({
    initialValues,
    ...zodForm(createStaffContractInputSchema, {
      toInput: (values: Values) => ({
        personId: values.personId === '' ? undefined : Number(values.personId),
        contractType: values.contractType,
        quotaUnit: values.quotaUnit,
        quotaMinutes: minutesOrEmpty(values.quotaHours),
        startDate: values.startDate === '' ? undefined : values.startDate,
        endDate: values.endDate === '' ? null : values.endDate,
        vacationMinutesPerYear: minutesOrEmpty(values.vacationHoursPerYear),
      }),
      fieldOf: (path) =>
        ({
          quotaMinutes: 'quotaHours',
          vacationMinutesPerYear: 'vacationHoursPerYear',
        })[path] ?? path,
    }),
  });
  return (
    <FormModal
      onClose={onClose}
      title={t('form.newTitle')}
      submitLabel={t('form.create')}
      submitting={create.isPending}
      error={create.error}
      testId="new-contract-form"
      submitTestId="contract-create-submit"
      onSubmit={form.onSubmit((input) =>
        create.mutate(input, {
          onSuccess: (contract) => {
            onClose();
            void navigate(paths.contract.getHref({ id: String(contract.id) }));
          },
          onError: (error) => {
            if (isApiError(error)) form.setErrors(serverErrors(error.issues));
          },
        }),
      )}
    >
      <PersonField
        value={form.values.personId}
        error={form.errors.personId}
        onChange={(personId) => form.setFieldValue('personId', personId)}
      />
      <Select
        label={t('form.type')}
        required
        allowDeselect={false}
        data={contractTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        {...form.getInputProps('contractType')}
      />
      <Select
        label={t('form.quotaUnit')}
        required
        allowDeselect={false}
        data={quotaUnits.map((unit) => ({ value: unit, label: t(`form.per.${unit}`) }))}
        {...form.getInputProps('quotaUnit')}
      />
      <NumberInput
        label={t('form.quotaHours')}
        description={t('form.quotaHint')}
        min={0}
        step={0.5}
        decimalScale={2}
        required
        {...form.getInputProps('quotaHours')}
      />
      <NumberInput
        label={t('form.vacationHours')}
        min={0}
        decimalScale={2}
        required
        {...form.getInputProps('vacationHoursPerYear')}
      />
      <TextInput
        type="date"
        label={t('form.startDate')}
        required
        {...form.getInputProps('startDate')}
      />
      <TextInput
        type="date"
        label={t('form.endDate')}
        description={t('form.endHint')}
        {...form.getInputProps('endDate')}
      />
    </FormModal>
  );
};
