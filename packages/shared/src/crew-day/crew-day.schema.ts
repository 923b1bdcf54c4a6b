import { z } from 'zod';
import { idParamSchema, idSchema } from '../lists/ids';
import { byIdParamsSchema, locationDetailSchema, projectRefSchema } from '../jobs/job.schema';
import { crewItemStatusSchema } from '../planning/crew-item-status';
import { instantSchema } from '../time/date-schemas';
import { isoDateOutputSchema, isoDateSchema } from '../lists/dates';
import { contactCardSchema } from './contact-card';

export const crewParamsSchema = byIdParamsSchema;
export const crewMemberParamsSchema = crewParamsSchema.extend({
  personId: idParamSchema,
});

/** How the caller relates to the crew; decides what the crew page offers. */
export const crewViewerRoleSchema = z.enum(['chief', 'member', 'planner', 'guest']);
export type CrewViewerRole = z.infer<typeof crewViewerRoleSchema>;

export const crewDayMemberSchema = z.object({
  assignmentId: z.number().int(),
  personId: z.number().int(),
  functionName: z.string(),
  status: crewItemStatusSchema,
  spare: z.boolean(),
  contact: contactCardSchema,
  startsAt: instantSchema,
  endsAt: instantSchema,
  checkInAt: instantSchema.nullable(),
  checkOutAt: instantSchema.nullable(),
  /** The member's time zone (IANA): their times read in it, whoever looks. */
  timeZone: z.string(),
  /** Check-in to check-out rounded to quarter hours: the sign-off proposal. */
  workedHours: z.number().nullable(),
  proposedPaidHours: z.number().nullable(),
  proposedChargedHours: z.number().nullable(),
  signedOffAt: instantSchema.nullable(),
});
export type CrewDayMember = z.infer<typeof crewDayMemberSchema>;

export const deliveryNoteStatusSchema = z.object({
  signedAt: instantSchema.nullable(),
  signerName: z.string().nullable(),
  rating: z.number().int().nullable(),
  comment: z.string().nullable(),
  releasedAt: instantSchema.nullable(),
  downloaded: z.boolean(),
  sentAt: instantSchema.nullable(),
  /** Signed, expiring URL of the signed PDF. */
  signedFileUrl: z.string().nullable(),
});
export type DeliveryNoteStatus = z.infer<typeof deliveryNoteStatusSchema>;

export const crewViewerSchema = z.object({
  role: crewViewerRoleSchema,
  assignmentId: z.number().int().nullable(),
  checkInAt: instantSchema.nullable(),
  checkOutAt: instantSchema.nullable(),
  /** The viewer's own shift start and time zone (null when not on the crew). */
  startsAt: instantSchema.nullable(),
  timeZone: z.string().nullable(),
  /** Check-in is allowed from opensAt until closesAt; check-out until checkOutClosesAt. */
  checkInOpensAt: instantSchema.nullable(),
  checkInClosesAt: instantSchema.nullable(),
  checkOutClosesAt: instantSchema.nullable(),
});

export const crewPageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date: isoDateOutputSchema,
  shift: z.string(),
  project: projectRefSchema,
  location: locationDetailSchema.nullable(),
  crewChief: contactCardSchema.nullable(),
  contactOnSite: contactCardSchema.nullable(),
  viewer: crewViewerSchema,
  members: z.array(crewDayMemberSchema),
  deliveryNote: deliveryNoteStatusSchema,
});
export type CrewPage = z.infer<typeof crewPageSchema>;

export const liveLocationKinds = ['check_in', 'check_out', 'ping'] as const;
export const liveLocationKindSchema = z.enum(liveLocationKinds);

export const liveLocationInputSchema = z.object({
  kind: liveLocationKindSchema,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(100_000).nullish(),
});
export type LiveLocationInput = z.infer<typeof liveLocationInputSchema>;

export const liveLocationSchema = z.object({
  id: z.number().int(),
  personId: z.number().int(),
  kind: liveLocationKindSchema,
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number().nullable(),
  recordedAt: instantSchema,
});
export type LiveLocation = z.infer<typeof liveLocationSchema>;

export const liveLocationResultSchema = z.object({
  message: z.string(),
  liveLocation: liveLocationSchema,
  member: crewDayMemberSchema,
});
export type LiveLocationResult = z.infer<typeof liveLocationResultSchema>;

const hoursSchema = z.number().min(0).max(48).multipleOf(0.25);

export const setProposedHoursInputSchema = z.object({
  items: z
    .array(
      z.object({
        assignmentId: idSchema,
        proposedPaidHours: hoursSchema,
        proposedChargedHours: hoursSchema,
      }),
    )
    .min(1)
    .max(500),
});
export type SetProposedHoursInput = z.infer<typeof setProposedHoursInputSchema>;

/** A PNG drawn with signature_pad, as a data URL (about 5-60 kB in practice). */
export const signatureDataUrlSchema = z
  .string()
  .max(700_000)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'Send the signature as a PNG data URL');

export const signDeliveryNoteInputSchema = z.object({
  signature: signatureDataUrlSchema,
  signerName: z.string().trim().min(1).max(120),
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(2000).nullish(),
  formFields: z.record(z.string().max(100), z.string().max(1000)).optional(),
});
export type SignDeliveryNoteInput = z.infer<typeof signDeliveryNoteInputSchema>;

/** Deliveries and sheets are released with `{ downloaded: true }`. */
export const releaseInputSchema = z.object({ downloaded: z.literal(true).default(true) }).nullish();

export const sheetStatusSchema = z.object({ releasedAt: instantSchema.nullable() });

/** Uploads wait for approval before others see them. */
export const crewPhotoStatuses = ['pending', 'approved', 'rejected'] as const;

export const crewPhotoSchema = z.object({
  id: z.number().int(),
  personId: z.number().int(),
  status: z.enum(crewPhotoStatuses),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: instantSchema,
  url: z.string(),
  /** A ~320px JPEG for lists; null when the image could not be decoded (WebP, HEIC, damaged). */
  thumbnailUrl: z.string().nullable(),
});
export type CrewPhoto = z.infer<typeof crewPhotoSchema>;

export const crewPhotoParamsSchema = crewParamsSchema.extend({
  photoId: idParamSchema,
});

export const photoUploadLimits = {
  maxBytes: 10 * 1024 * 1024,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const,
};

const answersSchema = z.record(z.string().max(100), z.union([z.string().max(2000), z.boolean()]));

export const securityCheckSchema = z.object({
  id: z.number().int(),
  projectCrewId: z.number().int(),
  formId: z.number().int(),
  date: isoDateOutputSchema,
  shift: z.string(),
  answers: answersSchema,
  signedAt: instantSchema.nullable(),
  signedByPersonId: z.number().int().nullable(),
  sentAt: instantSchema.nullable(),
  signedFileUrl: z.string().nullable(),
});
export type SecurityCheck = z.infer<typeof securityCheckSchema>;

/**
 * The site security check, the one security check form until forms bring their own questions
 * (docs/decisions.md): the `formId` of /crews/{id}/security-check/{formId}/{date}/{shift}.
 */
export const siteSecurityCheckFormId = 1;
export const securityCheckFormIds: readonly number[] = [siteSecurityCheckFormId];
/** The site check's yes/no questions; the web app and the PDF word them per language. */
export const siteSecurityCheckQuestions = [
  'emergencyExits',
  'firstAid',
  'protectiveGear',
  'workArea',
  'briefing',
] as const;
export type SiteSecurityCheckQuestion = (typeof siteSecurityCheckQuestions)[number];

export const openSecurityCheckInputSchema = z.object({
  formId: idSchema,
  date: isoDateSchema,
  shift: z.string().trim().min(1).max(40),
});
export type OpenSecurityCheckInput = z.infer<typeof openSecurityCheckInputSchema>;

export const securityCheckParamsSchema = crewParamsSchema.extend({
  checkId: idParamSchema,
});

export const signSecurityCheckInputSchema = z.object({
  signature: signatureDataUrlSchema,
  answers: answersSchema.default({}),
});
export type SignSecurityCheckInput = z.infer<typeof signSecurityCheckInputSchema>;

export const sentResultSchema = z.object({ sentAt: instantSchema, to: z.array(z.string()) });
