// What other modules may use from notifications: telling people about what just changed, in
// the caller's transaction. main.ts also takes the outbox handlers and the VAPID keys from here.
export {
  notifyApplicationWithdrawn,
  notifyAssignmentStatus,
  notifyPositionChanged,
  scheduleJobReminders,
} from './job-notices';
export { notifyDocumentToSign, notifyPayrollReady } from './other-notices';
export { createPushHandler } from './push-delivery';
export { createReminderHandler } from './reminders';
export { loadVapidKeys, type VapidKeys } from './vapid-keys';
