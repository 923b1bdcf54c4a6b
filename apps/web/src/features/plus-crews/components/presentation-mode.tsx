import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlusCrewMonth } from '../lib/use-plus-crew-month';
import { FigureCards } from './figure-cards';
import { TargetProgress } from './target-progress';
import { TurnoverChart } from './turnover-chart';

/**
 * Full screen for a TV in the venue: large type, the dashboard's query refreshes on its own
 * (the page passes a refetch interval while this is open), ESC leaves. The browser's own full
 * screen swallows the first ESC, so leaving it also leaves presentation mode.
 */
export const PresentationMode = ({
  state,
  monthLabel,
  onClose,
}: {
  state: PlusCrewMonth;
  monthLabel: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation('plus-crews');
  useEffect(() => {
    const root = document.documentElement;
    // Not every browser (or a test browser) allows full screen; the modal covers the page anyway.
    root.requestFullscreen?.().catch(() => undefined);
    const leave = () => {
      if (!document.fullscreenElement) onClose();
    };
    document.addEventListener('fullscreenchange', leave);
    return () => {
      document.removeEventListener('fullscreenchange', leave);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [onClose]);
  return (
    <Modal
      opened
      fullScreen
      onClose={onClose}
      withCloseButton={false}
      title={null}
      aria-label={t('present.title')}
      data-testid="presentation-mode"
    >
      <Stack gap="lg" p={{ base: 'sm', md: 'xl' }}>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} fz={{ base: 32, md: 56 }}>
              {state.status === 'success' ? state.crew.name : t('present.title')}
            </Title>
            <Text fz={{ base: 'lg', md: 28 }} c="dimmed">
              {monthLabel} · {t('present.refreshes')}
            </Text>
          </div>
          <Button size="lg" variant="light" onClick={onClose}>
            {t('present.leave')}
          </Button>
        </Group>
        {state.status === 'success' ? (
          <>
            <TargetProgress figures={state.figures} large />
            <FigureCards figures={state.figures} large />
            <TurnoverChart days={state.figures.days} height={360} />
          </>
        ) : null}
      </Stack>
    </Modal>
  );
};
