import { errorResponseSchema } from './common';

/** The error shape, as the endpoint tables' `response` maps write it. */
export const e = errorResponseSchema;
/** Any endpoint may be rate limited or fail. */
export const always = { 429: e, 500: e } as const;
/** A JSON body may be malformed (400) or invalid (422, with `errors`). */
export const withBody = { 400: e, 422: e } as const;
