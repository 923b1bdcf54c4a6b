import {
  Alert,
  Button,
  Code,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconVersions } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVersion } from '../api/get-version';
import { dateFormatter } from '@/lib/date-format';

const Row = ({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId: string;
}) => (
  <Group justify="space-between" wrap="nowrap" py="sm" gap="md">
    <Text c="dimmed" size="sm">
      {label}
    </Text>
    <Text fw={600} size="sm" ta="right" data-testid={testId}>
      {children}
    </Text>
  </Group>
);

const formatBuiltAt = (value: string, language: string): string => {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : dateFormatter(language, { dateStyle: 'long', timeStyle: 'short' }).format(date);
};

export const VersionPage = () => {
  const { t, i18n } = useTranslation(['version', 'common']);
  const version = useVersion();

  return (
    <Stack gap="lg" maw={560} mx="auto" w="100%">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="light">
          <IconVersions size={28} stroke={1.6} />
        </ThemeIcon>
        <div>
          <Title order={2} fz={22}>
            {t('title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('subtitle')}
          </Text>
        </div>
      </Group>
      {version.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={20} />}
          title={t('loadFailed')}
        >
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => version.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      ) : (
        <Paper withBorder px="lg" py="xs" data-testid="version-info">
          {version.data ? (
            <>
              <Row label={t('version')} testId="version-number">
                {version.data.version}
              </Row>
              <Row label={t('commit')} testId="version-commit">
                <Code>{version.data.commit}</Code>
              </Row>
              <Row label={t('builtAt')} testId="version-built-at">
                {formatBuiltAt(version.data.builtAt, i18n.language)}
              </Row>
            </>
          ) : (
            <Stack py="sm" gap="md">
              <Skeleton h={18} />
              <Skeleton h={18} />
              <Skeleton h={18} />
            </Stack>
          )}
        </Paper>
      )}
    </Stack>
  );
};
