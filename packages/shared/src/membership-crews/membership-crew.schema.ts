import { z } from 'zod';
import { idSchema } from '../lists/ids';

/** How a membership crew is used when staffing (GET /plannerCrewTypes). */
export const plannerCrewTypes = ['preferred', 'exclusive', 'backup'] as const;
export const plannerCrewTypeSchema = z.enum(plannerCrewTypes);

/** Members are in the pool; favourites are asked first; blocked people are never proposed. */
export const membershipKinds = ['member', 'favourite', 'blocked'] as const;
export const membershipKindSchema = z.enum(membershipKinds);
export type MembershipKind = z.infer<typeof membershipKindSchema>;

export const membershipCrewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  typeOfAssignment: z.string(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  memberCount: z.number().int(),
  favouriteCount: z.number().int(),
  blockedCount: z.number().int(),
});
export type MembershipCrew = z.infer<typeof membershipCrewSchema>;

export const membershipSchema = z.object({
  id: z.number().int(),
  plannerCrewId: z.number().int(),
  personId: z.number().int(),
  personName: z.string(),
  kind: membershipKindSchema,
});
export type Membership = z.infer<typeof membershipSchema>;

/** GET /persons/{id}/plannerCrewMemberships: the crews a person is in, with the crew's name. */
export const personMembershipSchema = membershipSchema.extend({
  plannerCrewName: z.string(),
  typeOfAssignment: z.string(),
});
export type PersonMembership = z.infer<typeof personMembershipSchema>;

/** GET /pCrews/{id}/crewMembers: the people to staff from (blocked ones left out). */
export const membershipCrewMemberSchema = z.object({
  personId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  kind: membershipKindSchema,
});
export type MembershipCrewMember = z.infer<typeof membershipCrewMemberSchema>;

export const membershipCrewInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  typeOfAssignment: plannerCrewTypeSchema.default('preferred'),
  /** Planners may make a crew for a client company; a client's crew is always their own. */
  companyId: idSchema.nullable().optional(),
});
export type MembershipCrewInput = z.infer<typeof membershipCrewInputSchema>;

export const updateMembershipCrewInputSchema = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  typeOfAssignment: plannerCrewTypeSchema.optional(),
  /** Planners may move a crew to a client company or back to their own (null). */
  companyId: idSchema.nullable().optional(),
});
export type UpdateMembershipCrewInput = z.infer<typeof updateMembershipCrewInputSchema>;

/** POST /plannerCrewMemberships: add a person, or change the kind of an existing member. */
export const membershipInputSchema = z.object({
  plannerCrewId: idSchema,
  personId: idSchema,
  kind: membershipKindSchema.default('member'),
});
export type MembershipInput = z.infer<typeof membershipInputSchema>;

export const addedMemberMessage = 'added new member to membership crew';
export const removedMemberMessage = 'removed member from membership crew';

export const membershipResultSchema = z.object({
  message: z.string(),
  membership: membershipSchema,
});
