import { Button } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

type SectionButtonProps = {
  icon: Icon;
  label: string;
  onClick: () => void;
  loading?: boolean;
  testId: string;
};

/** A small button in a section's header; a long title wraps rather than cut its label. */
export const SectionButton = ({
  icon: ButtonIcon,
  label,
  onClick,
  loading,
  testId,
}: SectionButtonProps) => (
  <Button
    size="xs"
    variant="light"
    style={{ flexShrink: 0 }}
    leftSection={<ButtonIcon size={16} />}
    loading={loading}
    onClick={onClick}
    data-testid={testId}
  >
    {label}
  </Button>
);
