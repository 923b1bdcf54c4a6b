import type { FormPerform } from '@crewhub/shared';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

/** The form's name, what it is about and when it is due; `children` show where the person is. */
export const FormHeader = ({
  perform,
  children,
}: {
  perform: FormPerform;
  children?: ReactNode;
}) => {
  const { t } = useTranslation('forms');
  const format = useFormat();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }}>
            {perform.form.name}
          </Title>
          {perform.form.kind === 'general' ? null : (
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {t(`kind.${perform.form.kind}`)}
            </Badge>
          )}
        </Group>
        {perform.form.description ? <Text c="dimmed">{perform.form.description}</Text> : null}
        {perform.dueDate && perform.status === 'open' ? (
          <Text size="sm" fw={600} data-testid="form-due">
            {t('due', { date: format.day(perform.dueDate, 'long') })}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
};
