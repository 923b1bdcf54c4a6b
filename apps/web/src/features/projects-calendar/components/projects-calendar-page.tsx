import { projectStateColours, projectStates, type ProjectState } from '@crewhub/shared';
import { Chip, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarBar } from '@/components/calendar/calendar-bar';
import { CalendarStatus } from '@/components/calendar/calendar-status';
import { MonthCalendar } from '@/components/calendar/month-calendar';
import { MonthSwitcher } from '@/components/calendar/month-switcher';
import { LoadError } from '@/components/query-state';
import { paths } from '@/config/paths';
import { visiblePeriod } from '@/lib/calendar/month';
import { useMonthParam } from '@/lib/calendar/use-month-param';
import { useCalendarProjects } from '../api/get-calendar-projects';
import { calendarProjects } from '../lib/calendar-projects';

/** A month of projects in their state colours: confirmed, quoted, client draft. */
export const ProjectsCalendarPage = () => {
  const { t } = useTranslation(['projects-calendar', 'common']);
  const [month, setMonth] = useMonthParam();
  const [shown, setShown] = useState<string[]>([...projectStates]);
  const { from, to } = visiblePeriod(month);
  const query = useCalendarProjects(from, to);
  const items = calendarProjects(query.data ?? [], shown as ProjectState[]);

  return (
    <Stack gap="md" data-testid="projects-calendar">
      <Group justify="space-between" gap="sm">
        <MonthSwitcher month={month} onChange={setMonth} />
        <Chip.Group multiple value={shown} onChange={setShown}>
          <Group gap={6}>
            {projectStates.map((state) => (
              <Chip
                key={state}
                value={state}
                color={projectStateColours[state]}
                variant="filled"
                autoContrast
                size="sm"
                data-testid={`projects-calendar-state-${state}`}
              >
                {t(`states.${state}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Group>
      {query.isError ? <LoadError error={query.error} onRetry={query.refetch} /> : null}
      <MonthCalendar
        month={month}
        items={items}
        testId="projects-calendar-grid"
        renderBar={({ project, colour }) => (
          <CalendarBar
            colour={colour}
            label={project.name}
            detail={project.number}
            to={paths.project.getHref({ number: project.number })}
            testId={`projects-calendar-item-${project.number}`}
            colourKey={project.state}
          />
        )}
      />
      <CalendarStatus
        loading={query.isPending}
        empty={!query.isError && items.length === 0}
        emptyText={
          shown.length < projectStates.length ? t('common:messages.noResults') : t('empty')
        }
      />
    </Stack>
  );
};
