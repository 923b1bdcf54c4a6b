import { z } from 'zod';
import { idSchema } from '../lists/ids';
import { listQuerySchema } from '../lists/paging';

export const geoSources = ['geocoder', 'manual'] as const;

export const locationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  regionId: z.number().int().nullable(),
  regionName: z.string().nullable(),
  link: z.string().nullable(),
  info: z.string().nullable(),
  mapLink: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  geoSource: z.enum(geoSources).nullable(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationListQuerySchema = listQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});
export type LocationListQuery = z.infer<typeof locationListQuerySchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * POST /locations (and /locations/{id}). Coordinates given here are kept as entered; without
 * them a configured geocoder computes them from the address.
 */
export const locationInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    street: optionalText(200),
    zipcode: optionalText(20),
    city: optionalText(100),
    country: optionalText(100),
    regionId: idSchema.nullable().optional(),
    // Only web links: a javascript: or data: URL would run in whoever clicks the location.
    link: z
      .url({ protocol: /^https?$/, error: 'Enter a link starting with http:// or https://' })
      .max(500)
      .nullable()
      .optional(),
    info: optionalText(4000),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
  })
  .refine((value) => (value.latitude == null) === (value.longitude == null), {
    message: 'Give both latitude and longitude, or neither',
    path: ['longitude'],
  });
export type LocationInput = z.infer<typeof locationInputSchema>;
