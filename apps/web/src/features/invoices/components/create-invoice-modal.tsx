import {
  createInvoiceInputSchema,
  invoiceTypes,
  type InvoiceType,
  type ReferenceItem,
  type TaxType,
} from '@crewhub/shared';
import { Checkbox, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '@/components/form-modal';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { useCreateInvoice } from '../api/change-invoice';
import { useInvoiceCompanies, useInvoiceProjects } from '../api/get-invoice-parties';
import { useLineTypes } from '../api/get-line-types';
import { standardTaxType } from '../lib/tax-types';
import { InvoiceContactSelect } from './invoice-contact-select';
import { ChargeTypeSelect, TaxTypeSelect } from './line-type-selects';

type Values = {
  type: InvoiceType;
  companyId: string;
  projectId: string;
  contactId: string;
  title: string;
  startDate: string;
  endDate: string;
  includeSignedOffHours: boolean;
  hoursChargeTypeId: string;
  hoursTaxTypeId: string;
};

const orNull = (value: string) => (value === '' ? null : value);

const idOrNull = (value: string) => (value === '' ? null : Number(value));

type CreateProps = { onClose: () => void };

const CreateInvoiceForm = ({
  onClose,
  taxTypes,
  chargeTypes,
}: CreateProps & { taxTypes: TaxType[]; chargeTypes: ReferenceItem[] }) => {
  const { t } = useTranslation('invoices');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const companies = useInvoiceCompanies();
  const create = useCreateInvoice();
  const initialValues: Values = {
    type: 'invoice',
    companyId: '',
    projectId: '',
    contactId: '',
    title: '',
    startDate: '',
    endDate: '',
    includeSignedOffHours: true,
    hoursChargeTypeId: '',
    hoursTaxTypeId: String(standardTaxType(taxTypes)?.id ?? ''),
  };
  const form = useForm({
    initialValues,
    ...zodForm(createInvoiceInputSchema, {
      toInput: (values: Values) => ({
        type: values.type,
        companyId: values.companyId === '' ? undefined : Number(values.companyId),
        projectId: idOrNull(values.projectId),
        contactId: idOrNull(values.contactId),
        title: orNull(values.title.trim()),
        startDate: orNull(values.startDate),
        endDate: orNull(values.endDate),
        includeSignedOffHours: values.includeSignedOffHours,
        hoursChargeTypeId: idOrNull(values.hoursChargeTypeId),
        hoursTaxTypeId: idOrNull(values.hoursTaxTypeId),
      }),
      // The hour lines' types are only asked for when there are hours to take.
      ownText: (issue) => (issue.code === 'custom' ? common('validation.required') : undefined),
    }),
  });
  const projects = useInvoiceProjects(
    form.values.companyId === '' ? null : Number(form.values.companyId),
  );
  const companyProjects = projects.data ?? [];
  const takesHours = form.values.projectId !== '' && form.values.includeSignedOffHours;

  return (
    <FormModal
      onClose={onClose}
      title={t('create.title')}
      submitLabel={t('create.submit')}
      submitting={create.isPending}
      error={create.error}
      testId="create-invoice-form"
      submitTestId="invoice-create-submit"
      onSubmit={form.onSubmit((input) =>
        create.mutate(input, {
          onSuccess: (invoice) => {
            onClose();
            void navigate(paths.invoice.getHref({ number: invoice.number }));
          },
          onError: (error) => {
            if (isApiError(error)) form.setErrors(serverErrors(error.issues));
          },
        }),
      )}
    >
      <SegmentedControl
        fullWidth
        aria-label={t('fields.type')}
        data={invoiceTypes.map((type) => ({
          value: type,
          label: t(type === 'credit_note' ? 'detail.creditNote' : 'detail.invoice'),
        }))}
        data-testid="invoice-type"
        {...form.getInputProps('type')}
      />
      <Select
        label={t('fields.company')}
        searchable
        required
        data-testid="invoice-company-select"
        data={(companies.data?.items ?? []).map((company) => ({
          value: String(company.id),
          label: company.name,
        }))}
        {...form.getInputProps('companyId')}
        onChange={(value) => {
          form.setFieldValue('companyId', value ?? '');
          form.setFieldValue('projectId', '');
          form.setFieldValue('contactId', '');
        }}
      />
      <Select
        label={t('fields.project')}
        searchable
        clearable
        data-testid="invoice-project-select"
        disabled={form.values.companyId === ''}
        data={companyProjects.map((project) => ({
          value: String(project.id),
          label: `${project.number} ${project.name}`,
        }))}
        {...form.getInputProps('projectId')}
        onChange={(value) => form.setFieldValue('projectId', value ?? '')}
      />
      <InvoiceContactSelect
        companyId={form.values.companyId === '' ? null : Number(form.values.companyId)}
        description={t('create.contactHint')}
        {...form.getInputProps('contactId')}
        onChange={(value) => form.setFieldValue('contactId', value ?? '')}
      />
      <Checkbox
        label={t('create.includeHours')}
        {...form.getInputProps('includeSignedOffHours', { type: 'checkbox' })}
      />
      {takesHours && (
        <>
          <ChargeTypeSelect
            types={chargeTypes}
            label={t('create.hoursChargeType')}
            required
            data-testid="invoice-hours-charge-type"
            {...form.getInputProps('hoursChargeTypeId')}
          />
          <TaxTypeSelect
            types={taxTypes}
            label={t('create.hoursTaxType')}
            required
            data-testid="invoice-hours-tax-type"
            {...form.getInputProps('hoursTaxTypeId')}
          />
        </>
      )}
      <TextInput label={t('fields.title')} {...form.getInputProps('title')} />
      <TextInput type="date" label={t('fields.startDate')} {...form.getInputProps('startDate')} />
      <TextInput type="date" label={t('fields.endDate')} {...form.getInputProps('endDate')} />
    </FormModal>
  );
};

/** A new design for a company: a project's signed-off hours, or a title and a period. */
export const CreateInvoiceModal = (props: CreateProps) => {
  const types = useLineTypes();
  return (
    <QueryState query={types}>{(lists) => <CreateInvoiceForm {...props} {...lists} />}</QueryState>
  );
};
