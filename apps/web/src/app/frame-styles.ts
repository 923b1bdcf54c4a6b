// Mantine styles for what a cold visitor sees first: the loading and error screens and the
// logged-out frame with the sign-in form. The rest (all-styles.ts) loads with the first other
// page, so the sign-in page stays within its budget (issue 17). Everything sits in Mantine's
// cascade layer, so the app's own styles win over it whatever order the files arrive in.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/notifications/styles.layer.css';
