import type { ProfileApprovals, RejectInput } from '@crewhub/shared';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { insertActivity } from '../activities';
import { signedFileUrl } from '../files';
import { assertProfileOffice } from './profile-access';
import { toChangeRequest, toPicture } from './profile-dto';
import { fieldValue, profilesRepository } from './profiles.repository';

type Verdict = 'approved' | 'rejected';

const nameOf = (person: { id: number; firstName: string; lastName: string }) => ({
  id: person.id,
  name: `${person.firstName} ${person.lastName}`,
});

/** GET /profileApprovals: every pending personal data change and new picture, oldest first. */
export const listProfileApprovals = async (ctx: RequestContext): Promise<ProfileApprovals> => {
  assertProfileOffice(ctx);
  const { tx } = ctx;
  const [requests, pictures] = await Promise.all([
    profilesRepository.pendingRequests(tx, ctx.tenant.id),
    profilesRepository.pendingPictures(tx, ctx.tenant.id),
  ]);
  return {
    changeRequests: requests.map(({ request, person, current }) => ({
      ...toChangeRequest(request),
      person: nameOf(person),
      currentValue: fieldValue(current, request.field),
    })),
    pictures: pictures.map(({ picture, person, currentFileId }) => ({
      ...toPicture(ctx, picture),
      person: nameOf(person),
      currentUrl: currentFileId ? signedFileUrl(ctx, currentFileId) : null,
    })),
  };
};

/** Nobody decides on their own data or picture: another office member does. */
const notOwn = (ctx: RequestContext, personId: number) => {
  if (personId === ctx.auth.personId) {
    throw forbidden('Another office member decides on your own changes');
  }
};

const alreadyDecided = () =>
  new AppError('CONFLICT', 'This request is no longer waiting for approval');

/** Every decision is a LOG activity on the person; screens word it by its category. */
const logDecision = (
  ctx: RequestContext,
  entry: { personId: number; category: string; caption: string; reason: string | null },
) =>
  insertActivity(ctx.tx, {
    tenantId: ctx.tenant.id,
    type: 'LOG',
    caption: entry.caption,
    body: entry.reason,
    category: entry.category,
    subjectType: 'person',
    subjectId: entry.personId,
    personPartyId: entry.personId,
    createdByLoginId: ctx.auth.loginId,
  });

/**
 * POST /personChangeRequests/{id}/approve|reject. Approving writes the value onto the person.
 * A request decided already answers 409, so a stale queue cannot overturn a colleague.
 */
const decideChangeRequest =
  (status: Verdict) => async (ctx: RequestContext, id: number, input?: RejectInput) => {
    assertProfileOffice(ctx);
    const { tx } = ctx;
    const request = await profilesRepository.request(tx, ctx.tenant.id, id);
    if (!request) throw notFound('Change request');
    notOwn(ctx, request.personId);
    const reason = input?.reason ?? null;
    const decided = await profilesRepository.decideRequest(tx, ctx.tenant.id, id, {
      status,
      reason,
      loginId: ctx.auth.loginId,
      at: ctx.clock.now(),
    });
    if (!decided) throw alreadyDecided();
    const key = { tenantId: ctx.tenant.id, personId: request.personId };
    if (status === 'approved') {
      await profilesRepository.updatePerson(tx, key, { [request.field]: request.value });
    }
    await logDecision(ctx, {
      personId: request.personId,
      category: `profile.change_${status}`,
      caption: `Personal data change ${status}: ${request.field}`,
      reason,
    });
    return toChangeRequest(decided);
  };

export const approveChangeRequest = decideChangeRequest('approved');
export const rejectChangeRequest = decideChangeRequest('rejected');

/** POST /profilePictures/{id}/approve|reject. Approving makes it the person's picture. */
const decidePicture =
  (status: Verdict) => async (ctx: RequestContext, id: number, input?: RejectInput) => {
    assertProfileOffice(ctx);
    const { tx } = ctx;
    const found = await profilesRepository.picture(tx, ctx.tenant.id, id);
    if (!found) throw notFound('Picture');
    notOwn(ctx, found.picture.personId);
    const reason = input?.reason ?? null;
    const decided = await profilesRepository.decidePicture(tx, ctx.tenant.id, id, {
      status,
      reason,
      loginId: ctx.auth.loginId,
      at: ctx.clock.now(),
    });
    if (!decided) throw alreadyDecided();
    if (status === 'approved') {
      await profilesRepository.updatePerson(
        tx,
        { tenantId: ctx.tenant.id, personId: decided.personId },
        { pictureFileId: decided.fileId },
      );
    }
    await logDecision(ctx, {
      personId: decided.personId,
      category: `profile.picture_${status}`,
      caption: `Profile picture ${status}`,
      reason,
    });
    return toPicture(ctx, decided);
  };

export const approveProfilePicture = decidePicture('approved');
export const rejectProfilePicture = decidePicture('rejected');
