import type { CrewPage } from '@crewhub/shared';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { useShiftName } from '@/lib/shift-name';

/** Which crew, where and when: the first thing to check on site. */
export const CrewHeader = ({ page }: { page: CrewPage }) => {
  const { t } = useTranslation('crews');
  const format = useFormat();
  const shiftName = useShiftName();
  const place = page.location
    ? [page.location.name, page.location.city].filter(Boolean).join(', ')
    : null;
  return (
    <Paper withBorder p="lg" data-testid="crew-header">
      <Stack gap={6}>
        <Group gap={6}>
          <Badge variant="light">{t(`role.${page.viewer.role}`)}</Badge>
          {page.shift ? <Badge variant="outline">{shiftName(page.shift)}</Badge> : null}
        </Group>
        <Title order={2} fz={22}>
          {page.name}
        </Title>
        <Text fw={500}>{page.project.name}</Text>
        <Group gap={6} c="dimmed" wrap="nowrap">
          <IconCalendar size={16} />
          <Text size="sm" c="dimmed">
            {format.day(page.date, 'long')}
          </Text>
        </Group>
        {place ? (
          <Group gap={6} c="dimmed" wrap="nowrap">
            <IconMapPin size={16} />
            <Text size="sm" c="dimmed" lineClamp={1}>
              {place}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
};
