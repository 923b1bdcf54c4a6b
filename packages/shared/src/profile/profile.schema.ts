import { z } from 'zod';
import { supportedLanguages } from '../i18n/languages';
import { firstYear, isoDateSchema } from '../lists/dates';
import { mapServices } from '../locations/map-link';
import { isCountryCode } from './countries';
import { isTimeZone } from './profile-rules';

/** Personal data that changes only through a change request the office approves. */
export const personalDataFields = [
  'firstName',
  'lastName',
  'street',
  'zipcode',
  'city',
  'country',
  'birthday',
  'phone',
  'email',
  'nationality',
] as const;
export const personalDataFieldSchema = z.enum(personalDataFields);
export type PersonalDataField = z.infer<typeof personalDataFieldSchema>;

export const changeRequestStatuses = ['pending', 'approved', 'rejected', 'replaced'] as const;
export type ChangeRequestStatus = (typeof changeRequestStatuses)[number];

export const pictureStatuses = ['pending', 'approved', 'rejected', 'replaced'] as const;
export type PictureStatus = (typeof pictureStatuses)[number];

/** Free text a person may clear: an empty text becomes null. */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null);

const countryField = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || isCountryCode(value), 'Use an ISO country code such as NL')
  .transform((value) => value || null);

const birthdayField = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || (isoDateSchema.safeParse(value).success && value >= `${firstYear}`),
    `Use a real date (YYYY-MM-DD) from ${firstYear} on`,
  )
  .transform((value) => value || null);

/**
 * POST /persons/{id}/personalData: the fields the person wants changed; each field that differs
 * from today's value becomes its own change request for the office.
 */
export const personalDataInputSchema = z
  .object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    street: clearableText(200),
    zipcode: clearableText(20),
    city: clearableText(100),
    country: countryField,
    birthday: birthdayField,
    phone: clearableText(40),
    email: z
      .string()
      .trim()
      .max(320)
      .refine(
        (value) => value === '' || z.email().safeParse(value).success,
        'Not an e-mail address',
      )
      .transform((value) => value.toLowerCase() || null),
    nationality: countryField,
  })
  .partial();
export type PersonalDataInput = z.infer<typeof personalDataInputSchema>;

/** POST /persons/{id}/preferences: settings that apply at once, without approval. */
export const profilePreferencesInputSchema = z.object({
  timezone: z.string().trim().max(64).refine(isTimeZone, 'Unknown time zone'),
  mapService: z.enum(mapServices),
  language: z.enum(supportedLanguages),
});
export type ProfilePreferencesInput = z.infer<typeof profilePreferencesInputSchema>;

export const changeRequestSchema = z.object({
  id: z.number().int(),
  field: personalDataFieldSchema,
  value: z.string().nullable(),
  status: z.enum(changeRequestStatuses),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

export const profilePictureSchema = z.object({
  id: z.number().int(),
  status: z.enum(pictureStatuses),
  url: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ProfilePicture = z.infer<typeof profilePictureSchema>;

const personalDataSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  street: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  birthday: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  nationality: z.string().nullable(),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

/** GET /persons/{id}/profile: my own profile, with what still waits for the office. */
export const profileSchema = personalDataSchema.extend({
  personId: z.number().int(),
  timezone: z.string(),
  mapService: z.enum(mapServices),
  language: z.string(),
  publicProfile: z.boolean(),
  pictureUrl: z.string().nullable(),
  /** The newest picture upload when it is pending or was rejected; null otherwise. */
  newPicture: profilePictureSchema.nullable(),
  /** Per field, the newest request when it is pending or was rejected. */
  changeRequests: z.array(changeRequestSchema),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /persons/{id}/picture: the approved picture, if any. */
export const personPictureSchema = z.object({ url: z.string().nullable() });

const personRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET /profileApprovals: the office's one queue of personal data changes and new pictures. */
export const profileApprovalsSchema = z.object({
  changeRequests: z.array(
    changeRequestSchema.extend({ person: personRefSchema, currentValue: z.string().nullable() }),
  ),
  pictures: z.array(
    profilePictureSchema.extend({ person: personRefSchema, currentUrl: z.string().nullable() }),
  ),
});
export type ProfileApprovals = z.infer<typeof profileApprovalsSchema>;
export type PendingChangeRequest = ProfileApprovals['changeRequests'][number];
export type PendingPicture = ProfileApprovals['pictures'][number];

export const rejectInputSchema = z.object({ reason: z.string().trim().min(1).max(500) });
export type RejectInput = z.infer<typeof rejectInputSchema>;

/** The crop the person chose, in pixels of the uploaded image (multipart text fields). */
export const pictureCropSchema = z
  .object({
    x: z.coerce.number().int().min(0).max(20_000),
    y: z.coerce.number().int().min(0).max(20_000),
    width: z.coerce.number().int().min(1).max(20_000),
    height: z.coerce.number().int().min(1).max(20_000),
  })
  .partial();
export type PictureCrop = z.infer<typeof pictureCropSchema>;

export const profilePictureLimits = {
  maxBytes: 8 * 1024 * 1024,
  /** The server crops and re-encodes, so it only takes what it can decode. */
  contentTypes: ['image/jpeg', 'image/png'] as const,
  /** Stored pictures are square JPEGs of this many pixels (or smaller). */
  size: 512,
};
