import { z } from 'zod';
import { indianMobileSchema } from './auth';
import { dataEnvelope, dateTimeSchema, idSchema, rowIdRange, singleLineText } from './common';
import type { EndpointDefinition } from './endpoints';
import { always, e } from './endpoint-responses';

/** An Indian PIN code: 6 digits, the first 1–9 (no postal zone starts with 0). */
export const pinCodeSchema = z
  .string({ error: 'Enter the 6-digit PIN code' })
  .trim()
  .regex(/^[1-9][0-9]{5}$/, 'Enter a 6-digit PIN code that does not start with 0');

/** A required line of an address: `missing` when it is empty, and its longest length. */
const line = (missing: string, what: string, max: number) =>
  singleLineText(
    z
      .string({ error: missing })
      .trim()
      .min(1, missing)
      .max(max, `Keep ${what} to ${max} characters`),
    `${what.charAt(0).toUpperCase()}${what.slice(1)}`,
  );

/** `POST /addresses`: a delivery address to save. `is_default` makes it the one checkout offers first. */
export const addressBodySchema = z.object({
  name: line('Enter the full name of the person receiving the order', 'the name', 100),
  phone: indianMobileSchema,
  line1: line('Enter your house or flat number and the street', 'the house and street', 200),
  line2: singleLineText(
    z.string({ error: 'Enter the area or landmark as text' }).trim().max(200, 'Keep the area or landmark to 200 characters'),
    'The area or landmark',
  ).optional(),
  city: line('Enter the city', 'the city', 100),
  state: line('Enter the state', 'the state', 100),
  pincode: pinCodeSchema,
  is_default: z.boolean({ error: 'Say whether this is the default address' }).optional(),
});
export type AddressBody = z.input<typeof addressBodySchema>;

/** A saved delivery address of the signed-in shopper. */
export const addressSchema = z.object({
  id: idSchema,
  name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  is_default: z.boolean(),
  created_at: dateTimeSchema,
});
export type Address = z.infer<typeof addressSchema>;

export const addressIdParamsSchema = z.object({ id: z.coerce.number<number | string>().int().min(1).meta(rowIdRange) });
export type AddressIdParams = z.infer<typeof addressIdParamsSchema>;

export const addressListResponseSchema = dataEnvelope(z.array(addressSchema));
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;
export const addressResponseSchema = dataEnvelope(addressSchema);
export type AddressResponse = z.infer<typeof addressResponseSchema>;

/** The saved delivery addresses (docs/architecture.md "Endpoints we design", checkout). */
export const addressEndpoints = {
  listAddresses: {
    method: 'GET',
    path: '/addresses',
    summary: 'The saved delivery addresses, the default first, then newest first',
    auth: 'required',
    response: { 200: addressListResponseSchema, 401: e, ...always },
  },
  createAddress: {
    method: 'POST',
    path: '/addresses',
    summary: 'Save a delivery address; the first one, or one sent with is_default, becomes the default (optional Idempotency-Key header)',
    auth: 'required',
    body: addressBodySchema,
    response: { 201: addressResponseSchema, 400: e, 401: e, 409: e, 422: e, ...always },
  },
  deleteAddress: {
    method: 'DELETE',
    path: '/addresses/:id',
    summary: 'Delete a saved address (orders keep their own copy); another user’s address is a 404',
    auth: 'required',
    params: addressIdParamsSchema,
    response: { 200: addressListResponseSchema, 401: e, 404: e, 422: e, ...always },
  },
} as const satisfies Record<string, EndpointDefinition>;
