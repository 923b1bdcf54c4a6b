// Mantine styles for what a cold visitor sees first: the loading and error screens and the
// logged-out frame with the sign-in form (shell/). The rest (all-styles.ts) loads with the first
// other page and the toasts' with their host (app/notifications-host.ts), so the sign-in page
// stays within its budget (issue 17). Everything sits in Mantine's cascade layer, so the app's
// own styles win over it whatever order the files arrive in. Mantine's theme variables come
// from MantineProvider itself (app/tenant-mantine-provider.tsx), not from its default stylesheet.
// The order is Mantine's own (as in its styles.css): the building blocks first, so a component's
// rules come after those of UnstyledButton, Input and the like and win over them. Sorted by
// name, UnstyledButton's transparent background hid the filled sign-in button until hovered.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
