import { Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type SectionCardProps = {
  title: ReactNode;
  icon?: Icon;
  color?: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
};

/** A titled block of a screen. */
export const SectionCard = ({
  title,
  icon: SectionIcon,
  color,
  action,
  children,
  testId,
}: SectionCardProps) => (
  <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
    <Group justify="space-between" wrap="nowrap" mb="sm" gap="sm">
      <Group gap="sm" wrap="nowrap">
        {SectionIcon ? (
          <ThemeIcon variant="light" color={color} size={32} radius="md">
            <SectionIcon size={18} stroke={1.7} />
          </ThemeIcon>
        ) : null}
        <Title order={2} fz="md">
          {title}
        </Title>
      </Group>
      {action}
    </Group>
    <Stack gap={4}>{children}</Stack>
  </Paper>
);
