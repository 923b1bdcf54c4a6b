import type { NotificationSettings } from '@crewhub/shared';
import { crewContext } from '../support/crew-day';
import { expect, test } from '../support/fixtures';
import { screenshot } from '../support/screens';

// Subscribing a device for push waits for the service worker (the config blocks it elsewhere).
test.use({ ...crewContext, serviceWorkers: 'allow' });

test('crew chooses on the profile which notices come by mail', async ({ pageAs, apiAs }) => {
  const page = await pageAs('crew', { at: '/profile' });
  const section = page.getByTestId('push-notifications');
  await expect(section).toBeVisible();
  // This browser can subscribe: the device switch is offered.
  await expect(section.getByTestId('push-enable')).toBeVisible();
  // crew@ reads the app in Dutch.
  const remindersByMail = section.getByRole('checkbox', {
    name: 'Herinneringen voor een klus: E-mail',
  });
  await expect(remindersByMail).toBeChecked();
  await remindersByMail.uncheck();
  await section.getByTestId('save-notification-settings').click();
  await expect(page.getByTestId('toast-success')).toContainText('Meldingsinstellingen opgeslagen');
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'notification-settings-phone');

  const crew = await apiAs('crew');
  const saved = await crew.get<NotificationSettings>('/notificationSettings');
  expect(saved.channels.reminders).toEqual({ push: true, mail: false });
  expect(saved.channels.jobs).toEqual({ push: true, mail: true });
});
