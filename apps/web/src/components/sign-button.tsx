import { Button } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';

type SignButtonProps = {
  label: string;
  loading: boolean;
  onSign: () => void;
  testId: string;
};

/** The large thumb-sized button that submits a signature pad (documents, delivery notes, checks). */
export const SignButton = ({ label, loading, onSign, testId }: SignButtonProps) => (
  <Button
    size="lg"
    leftSection={<IconSignature size={22} />}
    loading={loading}
    onClick={onSign}
    data-testid={testId}
  >
    {label}
  </Button>
);
