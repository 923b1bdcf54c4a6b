import { invoiceStatuses, type InvoiceFilter, type InvoiceStatus } from '@crewhub/shared';
import { Button, Group, Pagination, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconFileInvoice, IconFileSpreadsheet, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { NoResults } from '@/components/no-results';
import { QueryState } from '@/components/query-state';
import { ResponsiveTable } from '@/components/responsive-table';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useRight } from '@/lib/use-right';
import { useExportInvoices } from '../api/export-invoices';
import { useInvoiceFilterOptions } from '../api/get-invoice-filter-options';
import { useInvoiceCompanies } from '../api/get-invoice-parties';
import { useInvoices } from '../api/get-invoices';
import { CreateInvoiceModal } from './create-invoice-modal';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { InvoiceTotals } from './invoice-totals';

const pageSize = 25;
const idParam = (value: string | null) =>
  value && /^\d+$/.test(value) ? Number(value) : undefined;
const isStatus = (value: string | null): value is InvoiceStatus =>
  (invoiceStatuses as readonly (string | null)[]).includes(value);

/** Invoices with filters in the URL (status, company, project, contact), totals and paging. */
export const InvoicesPage = () => {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const canCreate = useRight('invoices', 'CREATE');
  const status = params.get('status');
  const filter: InvoiceFilter = {
    status: isStatus(status) ? status : undefined,
    companyId: idParam(params.get('companyId')),
    projectId: idParam(params.get('projectId')),
    contactId: idParam(params.get('contactId')),
  };
  const narrowed = Object.values(filter).some((value) => value !== undefined);
  const page = idParam(params.get('page')) ?? 1;
  const invoices = useInvoices({ ...filter, page, limit: pageSize });
  const companies = useInvoiceCompanies();
  const options = useInvoiceFilterOptions(filter.companyId);
  const exporter = useExportInvoices();
  const setFilter = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="md" data-testid="invoices-page">
      <Group justify="space-between">
        {canCreate && (
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setCreating(true)}
            data-testid="invoice-create-button"
          >
            {t('create.open')}
          </Button>
        )}
        <Button
          variant="light"
          leftSection={<IconFileSpreadsheet size={18} />}
          loading={exporter.isPending}
          onClick={() => exporter.mutate({ filter, filename: 'invoices.xlsx' })}
        >
          {t('list.export')}
        </Button>
      </Group>
      <InvoiceTotals filter={filter} onPick={(picked) => setFilter('status', picked)} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label={t('filters.status')}
          clearable
          value={filter.status ?? null}
          onChange={(value) => setFilter('status', value)}
          data={invoiceStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
        />
        <Select
          label={t('filters.company')}
          clearable
          searchable
          value={filter.companyId ? String(filter.companyId) : null}
          onChange={(value) => setFilter('companyId', value)}
          data={(companies.data?.items ?? []).map((company) => ({
            value: String(company.id),
            label: company.name,
          }))}
        />
        <Select
          label={t('filters.project')}
          clearable
          searchable
          nothingFoundMessage={t('filters.noneFound')}
          value={filter.projectId ? String(filter.projectId) : null}
          onChange={(value) => setFilter('projectId', value)}
          data={(options.data?.projects ?? []).map((project) => ({
            value: String(project.id),
            label: `${project.number} ${project.name}`,
          }))}
          data-testid="invoice-filter-project"
        />
        <Select
          label={t('filters.contact')}
          clearable
          searchable
          nothingFoundMessage={t('filters.noneFound')}
          value={filter.contactId ? String(filter.contactId) : null}
          onChange={(value) => setFilter('contactId', value)}
          data={(options.data?.contacts ?? []).map((contact) => ({
            value: String(contact.id),
            label: contact.name,
          }))}
          data-testid="invoice-filter-contact"
        />
      </SimpleGrid>
      {Object.values(filter).some(Boolean) && (
        <Button
          variant="subtle"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setParams({}, { replace: true })}
          data-testid="invoice-filters-clear"
        >
          {t('filters.clear')}
        </Button>
      )}
      <QueryState query={invoices}>
        {({ items, total }) =>
          items.length === 0 && narrowed ? (
            <NoResults onClear={() => setParams({}, { replace: true })} />
          ) : items.length === 0 ? (
            <FriendlyEmpty icon={IconFileInvoice} title={t('list.empty')} testId="invoices-empty" />
          ) : (
            <>
              <ResponsiveTable
                rows={items}
                rowKey={(invoice) => invoice.id}
                rowTestId={(invoice) => `invoice-row-${invoice.number}`}
                cardTitle={(invoice) => invoice.number}
                testId="invoices-table"
                columns={[
                  {
                    key: 'number',
                    header: t('fields.number'),
                    inTitle: true,
                    render: (invoice) => (
                      <Link to={paths.invoice.getHref({ number: invoice.number })}>
                        {invoice.number}
                      </Link>
                    ),
                  },
                  {
                    key: 'status',
                    header: t('fields.status'),
                    render: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
                  },
                  {
                    key: 'company',
                    header: t('fields.company'),
                    render: (invoice) => invoice.companyName,
                  },
                  {
                    key: 'subject',
                    header: t('fields.subject'),
                    render: (invoice) => invoice.projectName ?? invoice.title ?? '',
                  },
                  {
                    key: 'date',
                    header: t('fields.invoiceDate'),
                    render: (invoice) => format.day(invoice.invoiceDate),
                  },
                  {
                    key: 'total',
                    header: t('fields.total'),
                    render: (invoice) => format.money(invoice.totalCents),
                  },
                ]}
                actions={(invoice) => (
                  <Button
                    component={Link}
                    to={paths.invoice.getHref({ number: invoice.number })}
                    variant="subtle"
                    size="xs"
                  >
                    {t('list.open')}
                  </Button>
                )}
              />
              {total > pageSize && (
                <Pagination
                  total={Math.ceil(total / pageSize)}
                  value={page}
                  onChange={(next) => {
                    const search = new URLSearchParams(params);
                    search.set('page', String(next));
                    setParams(search);
                  }}
                  getControlProps={(control) => ({ 'aria-label': t(`list.paging.${control}`) })}
                />
              )}
            </>
          )
        }
      </QueryState>
      {creating && <CreateInvoiceModal onClose={() => setCreating(false)} />}
    </Stack>
  );
};
