// A module of its own so that late-tooltip.tsx loads Mantine's Tooltip (and floating-ui with it)
// after the first screen (issue 17).
export { Tooltip } from '@mantine/core';
