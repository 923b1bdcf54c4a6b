import { EmptyState, Paper, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

type HomeSectionProps = { title: string; empty: string; icon: Icon; testId: string };

/** A dashboard block; later issues put their lists where the empty state is now. */
export const HomeSection = ({ title, empty, icon: SectionIcon, testId }: HomeSectionProps) => (
  <Paper withBorder p="lg" data-testid={testId}>
    <Title order={2} fz="md" mb="md">
      {title}
    </Title>
    <EmptyState
      size="sm"
      variant="light"
      icon={<SectionIcon size={22} stroke={1.6} />}
      description={empty}
    />
  </Paper>
);
