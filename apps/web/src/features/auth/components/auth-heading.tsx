import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export const AuthHeading = ({ title, text }: { title: string; text?: ReactNode }) => (
  <Stack gap={6} mb="lg">
    <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.2}>
      {title}
    </Title>
    {text ? (
      <Text c="dimmed" size="sm">
        {text}
      </Text>
    ) : null}
  </Stack>
);
