import { EmptyState, Paper } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type FriendlyEmptyProps = {
  icon: Icon;
  title: string;
  description?: string;
  action?: ReactNode;
  testId?: string;
};

/** An empty list says what will appear here and, where it helps, what to do next. */
export const FriendlyEmpty = ({
  icon: EmptyIcon,
  title,
  description,
  action,
  testId = 'empty-state',
}: FriendlyEmptyProps) => (
  <Paper withBorder py={40} px="lg" data-testid={testId}>
    <EmptyState
      size="md"
      variant="light"
      icon={<EmptyIcon size={28} stroke={1.5} />}
      title={title}
      description={description}
    >
      {action}
    </EmptyState>
  </Paper>
);
