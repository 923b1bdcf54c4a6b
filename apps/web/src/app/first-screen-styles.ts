// Mantine styles for the signed-in frame and the crew's home beyond the sign-in page's
// (frame-styles.ts): they come with the frame's file, so the home does not wait for every
// component's styles (all-styles.ts, ~35 KiB gzip), which load once the frame is on screen
// (issue 17). The menu's come with the menu (features/navigation/components/side-menu.tsx),
// which a phone shows only after the first paint. In Mantine's own order (see frame-styles.ts);
// the building blocks they rest on (UnstyledButton, Paper, Input, ...) are in frame-styles.ts,
// which loads first. All of them sit in Mantine's cascade layer, and all-styles.ts repeats them
// later in the same order, which changes nothing.
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/EmptyState.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
