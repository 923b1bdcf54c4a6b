import type { DocumentToUpload, HomeDashboard } from '@crewhub/shared';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconLifebuoy, IconMoodSmile } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { LinkRow } from '@/components/link-row';
import { LoadingBlocks, QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { useHome } from '../api/get-home';
import classes from './home-page.module.css';
import { useHomeBlocks, type HomeBlock } from './home-blocks';
import { useRoleBlocks } from './role-blocks';
import { HomeWarnings } from './home-warnings';
import { dateFormatter } from '@/lib/date-format';

// The upload form (a modal, a file input and form rules) loads when a paper is picked, not before
// the first screen (issue 17).
const UploadOwnDocumentModal = lazy(() =>
  import('./upload-own-document-modal').then(({ UploadOwnDocumentModal }) => ({
    default: UploadOwnDocumentModal,
  })),
);

const shortcutIcons = { planningCalendar: IconCalendarEvent, helpCenter: IconLifebuoy } as const;
const isKnownShortcut = (key: string): key is keyof typeof shortcutIcons => key in shortcutIcons;

type Viewer = {
  /** The logged-in person (null for client contacts), who uploads their own papers. */
  personId: number | null;
  canReadProjects: boolean;
};

const Dashboard = ({ home, viewer }: { home: HomeDashboard; viewer: Viewer }) => {
  const { t } = useTranslation('home');
  const [uploading, setUploading] = useState<DocumentToUpload | null>(null);
  const [now, ...crewBlocks] = useHomeBlocks(home, {
    canReadProjects: viewer.canReadProjects,
    onUpload: setUploading,
  });
  const roleBlocks = useRoleBlocks(home);
  // Today first, then the work of the caller's role, then the rest of their own.
  const blocks = [now, ...roleBlocks, ...crewBlocks].filter(
    (block): block is HomeBlock => block !== undefined && block.rows.length > 0,
  );
  const allClear = blocks.length === 0 && home.warnings.length === 0;
  return (
    <Stack gap="md">
      <HomeWarnings warnings={home.warnings} />
      {allClear ? (
        <FriendlyEmpty
          icon={IconMoodSmile}
          title={t('allClear.title')}
          description={t('allClear.text')}
          testId="home-all-clear"
        />
      ) : (
        <div className={classes.blocks}>
          {blocks.map(({ key, icon, color, rows }) => (
            <SectionCard
              key={key}
              title={t(`sections.${key}`)}
              icon={icon}
              color={color}
              testId={`home-section-${key}`}
            >
              {rows}
            </SectionCard>
          ))}
        </div>
      )}
      {home.shortcuts.length > 0 ? (
        <Paper withBorder p="md" data-testid="home-shortcuts">
          <Title order={2} fz="md" mb="xs">
            {t('shortcuts.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {home.shortcuts.map(({ key, path, title }) => (
              <LinkRow
                key={key}
                to={path}
                label={isKnownShortcut(key) ? t(`shortcuts.${key}`) : title}
                icon={isKnownShortcut(key) ? shortcutIcons[key] : IconCalendarEvent}
                testId={`home-shortcut-${key}`}
              />
            ))}
          </SimpleGrid>
        </Paper>
      ) : null}
      {uploading && viewer.personId !== null ? (
        <Suspense fallback={null}>
          <UploadOwnDocumentModal
            personId={viewer.personId}
            paper={uploading}
            onClose={() => setUploading(null)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
};

/** Whether a home was shown since the page loaded: only the start's first one paints in two. */
let homeShown = false;

export const HomePage = ({ displayName, viewer }: { displayName: string; viewer: Viewer }) => {
  const { t, i18n } = useTranslation('home');
  const today = dateFormatter(i18n.language, { dateStyle: 'full' }).format(new Date());
  const home = useHome();
  // The blocks render in a transition, yielding to the browser as they go, instead of in one
  // long task: once their data is here and, at the start's first home, also when it already is,
  // so the frame and the greeting (the page's largest text) paint before them (issue 17).
  const [firstHome] = useState(() => !homeShown);
  useEffect(() => {
    homeShown = true;
  }, []);
  // null, not undefined: React takes an undefined first value for none.
  const blocks = useDeferredValue(home.data, firstHome ? null : home.data);
  const loading = <LoadingBlocks count={3} height={120} />;
  return (
    <Stack gap="lg" data-testid="home">
      <div className={classes.welcome}>
        <Title order={2} fz={{ base: 22, sm: 30 }} data-testid="home-greeting">
          {t('greeting', { name: displayName })}
        </Title>
        <Text opacity={0.85} mt={4} fz={{ base: 'sm', sm: 'md' }}>
          {t('subtitle', { date: today })}
        </Text>
      </div>
      <QueryState query={home} loading={loading}>
        {() => (blocks ? <Dashboard home={blocks} viewer={viewer} /> : loading)}
      </QueryState>
    </Stack>
  );
};
