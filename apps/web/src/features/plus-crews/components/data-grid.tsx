import { Button, Group, NumberInput, ScrollArea, Table, Text } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form-error';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useSavePlusCrewDays } from '../api/save-days';
import {
  changedDays,
  columnTotal,
  gridDaysOf,
  type GridColumn,
  type GridRows,
} from '../lib/grid-values';

const columns: GridColumn[] = ['turnover', 'target', 'hours'];

/** Enter and the up/down arrows move along a column, like a spreadsheet. */
const moveFocus = (event: KeyboardEvent<HTMLInputElement>) => {
  const step = { Enter: 1, ArrowDown: 1, ArrowUp: -1 }[event.key];
  if (!step) return;
  event.preventDefault();
  const { row, column } = event.currentTarget.dataset;
  const next = document.querySelector<HTMLInputElement>(
    `input[data-column="${column}"][data-row="${Number(row) + step}"]`,
  );
  next?.focus();
  next?.select();
};

/** The month grid: daily turnover, target and staff hours, saved together, with totals. */
export const DataGrid = ({
  number,
  plusCrewId,
  month,
  rows,
  defaultTargetCents,
}: {
  number: string;
  plusCrewId: number;
  month: string;
  rows: GridRows;
  /** The day's target from the settings, shown where no target was entered. */
  defaultTargetCents: (date: string) => number;
}) => {
  const { t } = useTranslation('plus-crews');
  const { day, money, hours } = useFormat();
  const [saved, setSaved] = useState(() => gridDaysOf(month, rows));
  const [days, setDays] = useState(saved);
  const save = useSavePlusCrewDays(number, plusCrewId);
  const changes = changedDays(saved, days);
  const setCell = (date: string, column: GridColumn, value: number | string) =>
    setDays((current) => ({
      ...current,
      [date]: { ...current[date]!, [column]: value },
    }));
  // The promise, not mutate's callbacks: the refetch after saving may remount the grid first.
  const submit = () =>
    save
      .mutateAsync({ month, days: changes })
      .then(() => {
        setSaved(days);
        toast.success(t('grid.saved'));
      })
      .catch(() => undefined);
  const labels = {
    turnover: t('grid.turnover'),
    target: t('grid.target'),
    hours: t('grid.hours'),
  };
  return (
    <>
      <ScrollArea>
        <Table striped withTableBorder miw={340} data-testid="data-grid">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('grid.date')}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column}>{labels[column]}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Object.entries(days).map(([date, cells], row) => (
              <Table.Tr key={date}>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {day(date)}
                  </Text>
                </Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column} p={4}>
                    <NumberInput
                      value={cells[column]}
                      onChange={(value) => setCell(date, column, value)}
                      aria-label={`${labels[column]} ${day(date, 'long')}`}
                      placeholder={
                        column === 'target' ? String(defaultTargetCents(date) / 100) : undefined
                      }
                      hideControls
                      withKeyboardEvents={false}
                      allowNegative={false}
                      decimalScale={2}
                      min={0}
                      size="sm"
                      miw={80}
                      onKeyDown={moveFocus}
                      data-row={row}
                      data-column={column}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr data-testid="grid-totals">
              <Table.Th>{t('grid.total')}</Table.Th>
              <Table.Th>{money(Math.round(columnTotal(days, 'turnover') * 100))}</Table.Th>
              <Table.Th>{money(Math.round(columnTotal(days, 'target') * 100))}</Table.Th>
              <Table.Th>{hours(columnTotal(days, 'hours'))}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollArea>
      <FormError error={save.error} />
      <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
        <Text size="sm" c="dimmed">
          {t('grid.changed', { count: changes.length })}
        </Text>
        <Button onClick={submit} loading={save.isPending} disabled={changes.length === 0}>
          {t('grid.save')}
        </Button>
      </Group>
    </>
  );
};
