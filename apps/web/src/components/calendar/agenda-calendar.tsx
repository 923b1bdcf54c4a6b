import { addDays } from '@crewhub/shared';
import { ActionIcon, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { monthWeeks, todayIso } from '@/lib/calendar/month';
import type { Spanning } from '@/lib/calendar/week-lanes';
import { formatDay } from '@/lib/format';
import classes from './agenda-calendar.module.css';
import { itemsOn, startDay } from './day-items';
import type { CalendarProps } from './month-calendar';
import { monthLabel, useWeekdayNames } from './use-weekday-names';
import { useRovingDay } from './use-roving-day';

/**
 * The phone's month: a strip with the chosen day's week (arrow keys move the day, and over the
 * week's edge the strip follows) and, below it, that day's items at full width.
 */
export const AgendaCalendar = <T extends Spanning>({
  month,
  items,
  renderBar,
  testId = 'month-calendar',
}: CalendarProps<T>) => {
  const { t, i18n } = useTranslation('calendar');
  const weekdays = useWeekdayNames('short');
  const today = todayIso();
  const weeks = monthWeeks(month);
  const days = weeks.flat();
  const roving = useRovingDay(days, startDay(days, month), () => undefined);
  const day = roving.current;
  const week = weeks.find((candidate) => candidate.includes(day)) ?? weeks[0] ?? [];
  const moveWeek = (step: number) => {
    const target = addDays(day, step * 7);
    if (days.includes(target)) roving.setActive(target);
  };
  const dayItems = itemsOn(items, day);

  return (
    <Stack gap="sm" data-testid={testId}>
      <Group gap={4} wrap="nowrap" className={classes.strip}>
        <ActionIcon
          variant="subtle"
          size="xl"
          onClick={() => moveWeek(-1)}
          disabled={!days.includes(addDays(day, -7))}
          aria-label={t('previousWeek')}
          data-testid="agenda-previous-week"
        >
          <IconChevronLeft size={20} />
        </ActionIcon>
        <div
          role="grid"
          aria-label={monthLabel(i18n.language, month)}
          className={classes.week}
          ref={roving.container}
          onKeyDown={roving.onKeyDown}
        >
          <div role="row" className={classes.row}>
            {week.map((weekDay, column) => (
              <div
                key={weekDay}
                role="gridcell"
                aria-selected={weekDay === day}
                aria-current={weekDay === today ? 'date' : undefined}
                className={classes.day}
                data-outside={weekDay.slice(0, 7) !== month || undefined}
                data-today={weekDay === today || undefined}
                data-testid={`agenda-day-${weekDay}`}
                onClick={() => roving.setActive(weekDay)}
                {...roving.dayProps(weekDay)}
              >
                <span className={classes.weekday}>{weekdays[column]}</span>
                <span className={classes.number}>{Number(weekDay.slice(8))}</span>
                <span
                  className={classes.dot}
                  data-busy={itemsOn(items, weekDay).length > 0 || undefined}
                />
                {/* The name starts with the visible text (WCAG 2.5.3), then says the rest. */}
                <VisuallyHidden>
                  {t('dayLabel', {
                    date: formatDay(i18n.language, weekDay, 'long'),
                    count: itemsOn(items, weekDay).length,
                  })}
                </VisuallyHidden>
              </div>
            ))}
          </div>
        </div>
        <ActionIcon
          variant="subtle"
          size="xl"
          onClick={() => moveWeek(1)}
          disabled={!days.includes(addDays(day, 7))}
          aria-label={t('nextWeek')}
          data-testid="agenda-next-week"
        >
          <IconChevronRight size={20} />
        </ActionIcon>
      </Group>
      <Stack gap={6} aria-live="polite" data-testid="agenda-day-list">
        <Title order={2} fz="md">
          {formatDay(i18n.language, day, 'long')}
        </Title>
        {dayItems.length === 0 ? <Text c="dimmed">{t('nothingOnDay')}</Text> : null}
        {dayItems.map((item) => (
          <div key={item.id}>{renderBar(item)}</div>
        ))}
      </Stack>
    </Stack>
  );
};
