import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIsPhone } from '@/lib/use-is-phone';

export type Column<T> = {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Left out of the phone card (the card title already shows it). */
  inTitle?: boolean;
};

type ResponsiveTableProps<T> = {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  rowTestId?: (row: T) => string;
  /** Headline of a row's card on phones. */
  cardTitle: (row: T) => ReactNode;
  actions?: (row: T) => ReactNode;
  testId?: string;
};

/** A table on desktop that becomes a stack of cards on phones, where columns do not fit. */
export const ResponsiveTable = <T,>({
  rows,
  columns,
  rowKey,
  rowTestId,
  cardTitle,
  actions,
  testId,
}: ResponsiveTableProps<T>) => {
  const phone = useIsPhone();
  if (phone) {
    return (
      <Stack gap="sm" data-testid={testId}>
        {rows.map((row) => (
          <Paper key={rowKey(row)} withBorder p="md" data-testid={rowTestId?.(row)}>
            <Stack gap={6}>
              <Text fw={600}>{cardTitle(row)}</Text>
              {columns
                .filter((column) => !column.inTitle)
                .map((column) => (
                  <Group key={column.key} justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" c="dimmed">
                      {column.header}
                    </Text>
                    <Text size="sm" ta="right" component="div">
                      {column.render(row)}
                    </Text>
                  </Group>
                ))}
              {actions ? <Group gap="xs">{actions(row)}</Group> : null}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Paper withBorder data-testid={testId} style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key}>{column.header}</Table.Th>
              ))}
              {actions ? <Table.Th /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ))}
                {actions ? (
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {actions(row)}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
};
