import type { ReferenceItem, TaxType } from '@crewhub/shared';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

type Props<T> = Omit<SelectProps, 'data'> & { types: T[] };

/** Picks one of the tenant's charge types. */
export const ChargeTypeSelect = ({ types, ...props }: Props<ReferenceItem>) => {
  const { t } = useTranslation('invoices');
  return (
    <Select
      label={t('fields.chargeType')}
      searchable
      data={types.map((type) => ({ value: String(type.id), label: type.name }))}
      {...props}
    />
  );
};

/** Picks one of the tenant's tax types, each shown with its rate. */
export const TaxTypeSelect = ({ types, ...props }: Props<TaxType>) => {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  return (
    <Select
      label={t('fields.taxType')}
      data={types.map((type) => ({
        value: String(type.id),
        label: t('lines.taxTypeOption', {
          name: type.name,
          rate: format.percent(type.rateBasisPoints),
        }),
      }))}
      {...props}
    />
  );
};
