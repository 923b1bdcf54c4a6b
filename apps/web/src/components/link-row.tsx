import { Badge, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconExternalLink, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './link-row.module.css';

type LinkRowProps = {
  label: ReactNode;
  description?: ReactNode;
  icon?: Icon;
  color?: string;
  badge?: ReactNode;
  testId?: string;
} & (
  | {
      /**
       * Without it the row is plain text: something the user should know about but may not
       * open, rather than a link that ends in "no access".
       */
      to?: string;
      /** Links outside the app (maps, information pages) open in a new tab; URLs are by default. */
      external?: boolean;
      onClick?: never;
    }
  /** A row that opens a dialog on this screen instead of another screen. */
  | { onClick: () => void; to?: never; external?: never }
);

/**
 * A whole-width, thumb-sized link to another screen, a button that opens a dialog, or the same
 * row as plain text when there is nothing the user may open.
 */
export const LinkRow = ({
  to,
  label,
  description,
  icon: RowIcon,
  color,
  badge,
  external = to !== undefined && /^[a-z][a-z\d+.-]*:/i.test(to),
  onClick,
  testId,
}: LinkRowProps) => {
  const TrailIcon = external ? IconExternalLink : IconChevronRight;
  const plain = to === undefined && onClick === undefined;
  const content = (
    <Group wrap="nowrap" gap="sm" mih={40}>
      {RowIcon ? (
        <ThemeIcon variant="light" color={color} size={40} radius="md">
          <RowIcon size={22} stroke={1.6} />
        </ThemeIcon>
      ) : null}
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} lineClamp={2}>
          {label}
        </Text>
        {description ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {description}
          </Text>
        ) : null}
        {/* Under the text, so long labels keep the whole width on a phone. */}
        {badge ? (
          <Group gap={6} mt={4}>
            {typeof badge === 'string' ? <Badge variant="light">{badge}</Badge> : badge}
          </Group>
        ) : null}
      </div>
      {plain ? null : <TrailIcon size={20} opacity={0.5} aria-hidden />}
    </Group>
  );
  if (plain) {
    return (
      <div className={classes.plain} data-testid={testId}>
        {content}
      </div>
    );
  }
  if (to === undefined) {
    return (
      <UnstyledButton onClick={onClick} className={classes.row} data-testid={testId}>
        {content}
      </UnstyledButton>
    );
  }
  return external ? (
    <UnstyledButton
      component="a"
      href={to}
      target="_blank"
      rel="noopener noreferrer"
      className={classes.row}
      data-testid={testId}
    >
      {content}
    </UnstyledButton>
  ) : (
    <UnstyledButton component={Link} to={to} className={classes.row} data-testid={testId}>
      {content}
    </UnstyledButton>
  );
};
