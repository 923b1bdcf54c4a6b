import { createInvoiceInputSchema } from '@crewhub/shared';
import { Checkbox, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '@/components/form-modal';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { useCreateInvoice } from '../api/change-invoice';
import { useInvoiceCompanies, useInvoiceProjects } from '../api/get-invoice-parties';

type Values = {
  companyId: string;
  projectId: string;
  title: string;
  startDate: string;
  endDate: string;
  includeSignedOffHours: boolean;
};

const orNull = (value: string) => (value === '' ? null : value);

const initialValues: Values = {
  companyId: '',
  projectId: '',
  title: '',
  startDate: '',
  endDate: '',
  includeSignedOffHours: true,
};

/** A new design for a company: a project's signed-off hours, or a title and a period. */
export const CreateInvoiceModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const companies = useInvoiceCompanies();
  const create = useCreateInvoice();
  const form = useForm({
    initialValues,
    ...zodForm(createInvoiceInputSchema, {
      toInput: (values: Values) => ({
        companyId: values.companyId === '' ? undefined : Number(values.companyId),
        projectId: values.projectId === '' ? null : Number(values.projectId),
        title: orNull(values.title.trim()),
        startDate: orNull(values.startDate),
        endDate: orNull(values.endDate),
        includeSignedOffHours: values.includeSignedOffHours,
      }),
    }),
  });
  const projects = useInvoiceProjects(
    form.values.companyId === '' ? null : Number(form.values.companyId),
  );
  const companyProjects = projects.data ?? [];

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
      <Checkbox
        label={t('create.includeHours')}
        {...form.getInputProps('includeSignedOffHours', { type: 'checkbox' })}
      />
      <TextInput label={t('fields.title')} {...form.getInputProps('title')} />
      <TextInput type="date" label={t('fields.startDate')} {...form.getInputProps('startDate')} />
      <TextInput type="date" label={t('fields.endDate')} {...form.getInputProps('endDate')} />
    </FormModal>
  );
};
