// A module of its own so that late-tooltip.tsx loads Mantine's Tooltip (and floating-ui with it)
// after the first screen (issue 17), with its styles: the home's first screen does not wait for
// every component's (app/first-screen-styles.ts).
import '@mantine/core/styles/Tooltip.layer.css';

export { Tooltip } from '@mantine/core';
