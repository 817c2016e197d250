import { paymentCallbackBodySchema } from '@aurelia/contracts';
import { HttpError, ValidationError } from '../errors';
import type { PaymentEvent } from './payment-provider';

/** A callback's raw body as JSON, judged after its signature: 400 when it is not JSON. */
export function parseCallbackJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}

/** The shop's event, validated: 422 naming each field that does not fit. */
export function validatedEvent(json: unknown): PaymentEvent {
  const parsed = paymentCallbackBodySchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  throw new ValidationError(errors);
}
