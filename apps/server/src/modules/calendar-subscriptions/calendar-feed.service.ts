import { createHash } from 'node:crypto';
import { addDays, isoDateOf } from '@crewhub/shared';
import type { Database, Executor } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { writeCalendar, type CalendarEvent } from '../../lib/ical';
import { documentTexts } from '../../lib/i18n/document-texts';
import { hashToken } from '../../lib/secure-token';
import type { RequestTenant } from '../../plugins/tenant';
import { appointmentsTakingTime } from '../appointments';
import { unavailabilityOfPerson } from '../availability';
import { jobsOfPerson } from '../jobs';
import { documentLanguageFor, managedProjectEvents } from '../project-exports';
import {
  calendarSubscriptionsRepository as repository,
  type CalendarSubscriptionRow,
} from './calendar-subscriptions.repository';
import { personalFeedEvents } from './personal-feed-events';

/** How far back a feed reaches; older events stay in the calendar apps that have them. */
const pastDays = 90;
const lastDate = '2999-12-31';

const eventsOf = async (
  tx: Executor,
  tenant: RequestTenant,
  row: CalendarSubscriptionRow,
  now: Date,
): Promise<CalendarEvent[]> => {
  const texts = documentTexts(await documentLanguageFor(tx, tenant.id, row.language));
  // Event ids name the public host, not the request's, so they never change between reads.
  const host = new URL(tenant.origin).hostname;
  const from = addDays(isoDateOf(now), -pastDays);
  const { personId } = row;
  if (row.kind === 'projects') {
    return managedProjectEvents(tx, tenant.id, { personId, from, host, now, texts });
  }
  const jobs = await jobsOfPerson(tx, tenant.id, { personId, endDateFrom: from, bookings: 'all' });
  const { blocks, vacations } = await unavailabilityOfPerson(tx, tenant.id, personId, {
    from,
    to: lastDate,
  });
  const appointments = await appointmentsTakingTime(tx, tenant.id, personId, {
    from,
    to: lastDate,
  });
  return personalFeedEvents({ jobs, blocks, vacations, appointments, texts, host });
};

/** What the calendar app is handed of an event, leaving out the bookkeeping fields. */
const fingerprintOf = (event: CalendarEvent) =>
  createHash('sha256')
    .update(JSON.stringify({ ...event, stamp: null, sequence: null }))
    .digest('hex');

/**
 * The subscription's events with a SEQUENCE raised and DTSTAMP moved on every change since
 * the last read (RFC 5545: without METHOD, DTSTAMP is when the event was last revised).
 */
export const syncFeedEvents = async (
  tx: Executor,
  tenant: RequestTenant,
  row: CalendarSubscriptionRow,
  now: Date,
) => {
  const events = await eventsOf(tx, tenant, row, now);
  const known = new Map(
    (await repository.feedEvents(tx, tenant.id, row.id)).map((event) => [event.uid, event]),
  );
  const changes: { uid: string; fingerprint: string; changedAt: Date }[] = [];
  const stamped = events.map((event): CalendarEvent => {
    const fingerprint = fingerprintOf(event);
    const before = known.get(event.id);
    if (before?.fingerprint === fingerprint) {
      return { ...event, sequence: before.sequence, stamp: before.changedAt };
    }
    changes.push({ uid: event.id, fingerprint, changedAt: now });
    return { ...event, sequence: before ? before.sequence + 1 : 0, stamp: now };
  });
  await repository.saveFeedEvents(tx, { tenantId: tenant.id, subscriptionId: row.id }, changes);
  return { events: stamped, changedEvents: changes.length };
};

/**
 * GET /calendarFeeds/{token}.ics: public, for calendar apps that cannot log in. Unknown,
 * revoked (deleted or renewed) and other tenants' tokens are one and the same 404.
 */
export const calendarFeed = (
  deps: { db: Database; clock: Clock; tenant: RequestTenant },
  token: string,
) =>
  withTenant(deps.db, deps.tenant.id, async (tx) => {
    const row = await repository.byTokenHash(tx, deps.tenant.id, hashToken(token));
    if (!row) throw notFound('Calendar');
    const now = deps.clock.now();
    const { events } = await syncFeedEvents(tx, deps.tenant, row, now);
    await repository.update(tx, deps.tenant.id, row.id, { lastReadAt: now });
    return writeCalendar({
      name: `${deps.tenant.name} · ${row.name}`,
      prodId: '//Crewhub//Calendar feeds//EN',
      events,
    });
  });
