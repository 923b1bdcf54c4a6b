import {
  contractTypes,
  quotaUnits,
  type ContractType,
  type QuotaUnit,
  type StaffContract,
} from '@crewhub/shared';
import { NumberInput, Select, TextInput } from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { serverErrors } from '@/lib/form-validation';
import { hoursOf, minutesOf } from '../lib/contract-hours';

/** The terms as the dialogs hold them: hours in number boxes, dates as text, '' for empty. */
export type ContractTermsValues = {
  contractType: ContractType;
  quotaUnit: QuotaUnit;
  quotaHours: number | string;
  startDate: string;
  endDate: string;
  vacationHoursPerYear: number | string;
};

export const emptyTerms: ContractTermsValues = {
  contractType: 'permanent',
  quotaUnit: 'week',
  quotaHours: 0,
  startDate: '',
  endDate: '',
  vacationHoursPerYear: 0,
};

/** A recorded contract's terms, to change them. */
export const termsOf = (contract: StaffContract): ContractTermsValues => ({
  contractType: contract.contractType,
  quotaUnit: contract.quotaUnit,
  quotaHours: hoursOf(contract.quotaMinutes),
  startDate: contract.startDate,
  endDate: contract.endDate ?? '',
  vacationHoursPerYear: hoursOf(contract.vacationMinutesPerYear),
});

/** Inputs hold hours; the contract keeps minutes. An empty box stays empty ("required"). */
const minutesOrEmpty = (hours: number | string) =>
  hours === '' ? undefined : minutesOf(Number(hours));

/** The terms as the API takes them (the shared schema then checks them). */
export const termsInput = (values: ContractTermsValues) => ({
  contractType: values.contractType,
  quotaUnit: values.quotaUnit,
  quotaMinutes: minutesOrEmpty(values.quotaHours),
  startDate: values.startDate === '' ? undefined : values.startDate,
  endDate: values.endDate === '' ? null : values.endDate,
  vacationMinutesPerYear: minutesOrEmpty(values.vacationHoursPerYear),
});

const hourFields: Record<string, keyof ContractTermsValues> = {
  quotaMinutes: 'quotaHours',
  vacationMinutesPerYear: 'vacationHoursPerYear',
};

/** The box an issue of the API's minutes belongs in. */
export const termsFieldOf = (path: string): string => hourFields[path] ?? path;

/** The server's 400 issues on the dialog's boxes. */
export const termsServerErrors = (issues: Parameters<typeof serverErrors>[0]): FormErrors =>
  Object.fromEntries(
    Object.entries(serverErrors(issues)).map(([field, text]) => [termsFieldOf(field), text]),
  );

/** Kind, quota, vacation and period: the same boxes to record a contract and to change it. */
export const ContractTermsFields = ({
  form,
}: {
  form: Pick<UseFormReturnType<ContractTermsValues>, 'getInputProps'>;
}) => {
  const { t } = useTranslation('contracts');
  return (
    <>
      <Select
        label={t('form.type')}
        required
        allowDeselect={false}
        data={contractTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        data-testid="contract-type"
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
        data-testid="contract-quota-hours"
        {...form.getInputProps('quotaHours')}
      />
      <NumberInput
        label={t('form.vacationHours')}
        min={0}
        decimalScale={2}
        required
        data-testid="contract-vacation-hours"
        {...form.getInputProps('vacationHoursPerYear')}
      />
      <TextInput
        type="date"
        label={t('form.startDate')}
        required
        data-testid="contract-start"
        {...form.getInputProps('startDate')}
      />
      <TextInput
        type="date"
        label={t('form.endDate')}
        description={t('form.endHint')}
        data-testid="contract-end"
        {...form.getInputProps('endDate')}
      />
    </>
  );
};
