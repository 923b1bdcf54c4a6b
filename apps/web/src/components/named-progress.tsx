import { Progress, type MantineColor, type MantineSize } from '@mantine/core';

type NamedProgressProps = {
  value: number;
  /** The bar's name for screen readers (WCAG 4.1.2): what it measures. */
  label: string;
  /** What the value means, when a bare percentage would not say it. */
  valueText?: string;
  color?: MantineColor;
  size?: MantineSize | number;
  radius?: MantineSize;
  my?: MantineSize;
};

/**
 * A progress bar with a name. Mantine puts role="progressbar" on the section, not on the root,
 * so the name goes there; on the root it would be an attribute the root's role does not allow.
 */
export const NamedProgress = ({ value, label, valueText, color, ...root }: NamedProgressProps) => (
  <Progress.Root {...root}>
    <Progress.Section value={value} color={color} aria-label={label} aria-valuetext={valueText} />
  </Progress.Root>
);
