import { UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { textColourOn } from '@/lib/calendar/contrast';
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

/** One coloured entry in a calendar, readable on any background colour. */
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
  const common = {
    className: classes.bar,
    'data-stacked': stacked || undefined,
    style: { background: colour, color: textColourOn(colour) },
    title: title ?? [label, detail].filter(Boolean).join(' · '),
    'data-testid': testId,
    'data-colour': colourKey,
  };
  const content = (
    <>
      <span className={classes.label}>{label}</span>
      {detail ? <span className={classes.detail}>{detail}</span> : null}
    </>
  );
  return to ? (
    <UnstyledButton component={Link} to={to} tabIndex={tabIndex} {...common}>
      {content}
    </UnstyledButton>
  ) : (
    <div {...common}>{content}</div>
  );
};
