import { parsePlusCrewCsv, plusCrewCsvHeader, type PlusCrewImportMapping } from '@crewhub/shared';
import { Alert, FileInput, List, Select, SimpleGrid, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useImportPlusCrewCsv } from '../api/import-csv';

type MappingKey = keyof PlusCrewImportMapping;
const mappingKeys: MappingKey[] = ['date', 'actualTurnover', 'targetTurnover', 'staffHours'];
const optional = new Set<MappingKey>(['targetTurnover', 'staffHours']);
const previewRows = 8;

/** The saved mapping when the file has its columns, else the file's first columns in order. */
const startMapping = (
  header: string[],
  saved: PlusCrewImportMapping | null,
): PlusCrewImportMapping => {
  const fits = saved && Object.values(saved).every((column) => !column || header.includes(column));
  if (fits) return saved;
  return {
    date: header[0] ?? '',
    actualTurnover: header[1] ?? '',
    targetTurnover: null,
    staffHours: header[2] ?? null,
  };
};

/** Import a till's CSV export: map its columns once, preview, see each bad line, then import. */
export const CsvImportModal = ({
  number,
  plusCrewId,
  savedMapping,
  onClose,
}: {
  number: string;
  plusCrewId: number;
  savedMapping: PlusCrewImportMapping | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('plus-crews');
  const { day, money, hours } = useFormat();
  const [csv, setCsv] = useState('');
  const [mapping, setMapping] = useState<PlusCrewImportMapping | null>(null);
  const upload = useImportPlusCrewCsv(number, plusCrewId);
  const parsed = csv && mapping ? parsePlusCrewCsv(csv, mapping) : null;
  const pick = async (file: File | null) => {
    const text = file ? await file.text() : '';
    setCsv(text);
    setMapping(text ? startMapping(plusCrewCsvHeader(text), savedMapping) : null);
  };
  const submit = () => {
    if (!mapping) return;
    upload
      .mutateAsync({ csv, mapping })
      .then((result) => {
        toast.success(t('import.done', { count: result.importedDays }));
        onClose();
      })
      .catch(() => undefined);
  };
  return (
    <FormModal
      title={t('import.title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={upload.isPending}
      submitLabel={t('import.submit')}
      submitDisabled={!parsed || parsed.errors.length > 0 || parsed.rows.length === 0}
      error={upload.error}
      size="lg"
      testId="csv-import"
    >
      <FileInput
        label={t('import.file')}
        accept=".csv,text/csv,text/plain"
        onChange={(file) => void pick(file)}
        clearable
      />
      {parsed && mapping ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {mappingKeys.map((key) => (
              <Select
                key={key}
                label={t(`import.columns.${key}`)}
                data={parsed.header}
                value={mapping[key]}
                clearable={optional.has(key)}
                onChange={(column) =>
                  setMapping({ ...mapping, [key]: column ?? (optional.has(key) ? null : '') })
                }
              />
            ))}
          </SimpleGrid>
          {parsed.errors.length > 0 ? (
            <Alert
              color="red"
              variant="light"
              title={t('import.errors')}
              data-testid="import-errors"
            >
              <List size="sm">
                {parsed.errors.map((error) => (
                  <List.Item key={`${error.row}-${error.column}`}>
                    {t('import.rowError', {
                      row: error.row,
                      column: error.column,
                      message: error.message,
                    })}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('import.preview', { count: parsed.rows.length })}
          </Text>
          <Table withTableBorder data-testid="import-preview">
            <Table.Tbody>
              {parsed.rows.slice(0, previewRows).map((row) => (
                <Table.Tr key={row.row}>
                  <Table.Td>{row.row}</Table.Td>
                  <Table.Td>{day(row.date)}</Table.Td>
                  <Table.Td>{money(row.actualTurnoverCents)}</Table.Td>
                  <Table.Td>{row.staffHours === null ? '' : hours(row.staffHours)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ) : null}
    </FormModal>
  );
};
