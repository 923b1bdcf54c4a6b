import {
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBriefcase,
  IconCalendarEvent,
  IconChecklist,
  IconChevronRight,
  IconFileText,
  IconHistory,
  IconLifebuoy,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './home-page.module.css';
import { HomeSection } from './home-section';

const sections = [
  { key: 'jobs', icon: IconBriefcase },
  { key: 'toConfirm', icon: IconChecklist },
  { key: 'documents', icon: IconFileText },
  { key: 'changes', icon: IconHistory },
] as const;

const Shortcut = ({ to, label, icon: ShortcutIcon }: { to: string; label: string; icon: Icon }) => (
  <UnstyledButton component={Link} to={to} p="sm" className={classes.shortcut}>
    <Group wrap="nowrap" gap="sm">
      <ThemeIcon variant="light" size={36} radius="md">
        <ShortcutIcon size={20} stroke={1.6} />
      </ThemeIcon>
      <Text fw={500} size="sm" style={{ flex: 1 }}>
        {label}
      </Text>
      <IconChevronRight size={18} opacity={0.5} />
    </Group>
  </UnstyledButton>
);

export const HomePage = ({ displayName }: { displayName: string }) => {
  const { t, i18n } = useTranslation('home');
  const today = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(new Date());

  return (
    <Stack gap="lg" data-testid="home">
      <div className={classes.welcome}>
        <Title order={2} fz={{ base: 24, sm: 30 }} data-testid="home-greeting">
          {t('greeting', { name: displayName })}
        </Title>
        <Text opacity={0.85} mt={4}>
          {t('subtitle', { date: today })}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {sections.map(({ key, icon }) => (
          <HomeSection
            key={key}
            title={t(`sections.${key}.title`)}
            empty={t(`sections.${key}.empty`)}
            icon={icon}
            testId={`home-section-${key}`}
          />
        ))}
      </SimpleGrid>
      <Paper withBorder p="lg">
        <Title order={2} fz="md" mb="sm">
          {t('shortcuts.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Shortcut
            to={paths.planningCalendar.getHref()}
            label={t('shortcuts.planningCalendar')}
            icon={IconCalendarEvent}
          />
          <Shortcut
            to={paths.helpCenter.getHref()}
            label={t('shortcuts.helpCenter')}
            icon={IconLifebuoy}
          />
        </SimpleGrid>
      </Paper>
    </Stack>
  );
};
