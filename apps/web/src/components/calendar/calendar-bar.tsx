import { Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { textColourOn } from '@/lib/calendar/contrast';
import { useHoverPopup } from '@/lib/use-hover-popup';
import { useBarTabIndex } from './calendar-focus';
import classes from './calendar-bar.module.css';

type CalendarBarProps = {
  colour: string;
  label: string;
  detail?: string | null;
  /** Where a click leads; without it the bar is plain text. */
  to?: string;
  title?: string;
  testId?: string;
  /** The colour's key (e.g. confirmedPosition), for tests and the legend. */
  colourKey?: string;
  /** Detail on its own line: for narrow day columns where one line cuts both short. */
  stacked?: boolean;
};

/**
 * One coloured entry in a calendar, readable on any background colour. On desktop, resting the
 * pointer on it shows its full text in a popup (bars cut long names short).
 */
export const CalendarBar = ({
  colour,
  label,
  detail,
  to,
  title,
  testId,
  colourKey,
  stacked = false,
}: CalendarBarProps) => {
  const tabIndex = useBarTabIndex();
  const hover = useHoverPopup();
  // Only a link may carry the popup's aria-expanded; a plain bar keeps the browser's tooltip.
  const withPopup = hover.enabled && Boolean(to);
  const fullText = title ?? [label, detail].filter(Boolean).join(' · ');
  const common = {
    className: classes.bar,
    'data-stacked': stacked || undefined,
    style: { background: colour, color: textColourOn(colour) },
    // The popup says it on desktop; elsewhere the browser's own tooltip does.
    title: withPopup ? undefined : fullText,
    ...(withPopup ? hover.target : {}),
    'data-testid': testId,
    'data-colour': colourKey,
  };
  const content = (
    <>
      <span className={classes.label}>{label}</span>
      {detail ? <span className={classes.detail}>{detail}</span> : null}
    </>
  );
  const bar = to ? (
    <UnstyledButton component={Link} to={to} tabIndex={tabIndex} {...common}>
      {content}
    </UnstyledButton>
  ) : (
    <div {...common}>{content}</div>
  );
  if (!withPopup) return bar;
  return (
    <Popover opened={hover.opened} position="top-start" shadow="md" withinPortal>
      <Popover.Target>{bar}</Popover.Target>
      <Popover.Dropdown {...hover.popup} maw={320} data-testid="calendar-bar-popup">
        <Stack gap={2}>
          <Text size="sm" fw={600} style={{ whiteSpace: 'pre-line' }}>
            {title ?? label}
          </Text>
          {detail ? <Text size="sm">{detail}</Text> : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
};
