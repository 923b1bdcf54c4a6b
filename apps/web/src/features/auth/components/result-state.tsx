import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type ResultStateProps = {
  tone: 'success' | 'invalid';
  title: string;
  text?: ReactNode;
  action: { label: string; to: string };
};

/** The end of a password flow: it worked, or the link can no longer be used. */
export const ResultState = ({ tone, title, text, action }: ResultStateProps) => {
  const Icon = tone === 'success' ? IconCircleCheck : IconLinkOff;
  return (
    <Stack align="center" ta="center" gap="sm" py="md" data-testid={`result-${tone}`}>
      <ThemeIcon
        size={64}
        radius="xl"
        variant="light"
        color={tone === 'success' ? 'teal' : 'orange'}
      >
        <Icon size={36} stroke={1.6} />
      </ThemeIcon>
      <Title order={1} fz={22}>
        {title}
      </Title>
      {text ? (
        <Text c="dimmed" size="sm" maw={340}>
          {text}
        </Text>
      ) : null}
      <Button component={Link} to={action.to} mt="sm" variant="light">
        {action.label}
      </Button>
    </Stack>
  );
};
