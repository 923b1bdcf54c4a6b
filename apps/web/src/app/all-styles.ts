// Every Mantine component's styles, for the pages after sign-in (see frame-styles.ts). The
// frame's files repeat inside the same cascade layer, which changes nothing.
import '@mantine/core/styles.layer.css';
