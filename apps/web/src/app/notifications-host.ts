// The toast host with its styles, loaded lazily by provider.tsx: toasts only appear after
// something happened, so neither need delay the first screen (issue 17).
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

export { Notifications } from '@mantine/notifications';
