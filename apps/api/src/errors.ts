/** Errors a handler throws for the central error handler to turn into the wire shape `{ message, errors? }`. */
export class HttpError extends Error {
  /** Messages by the field they are about, sent as `errors` when there are any. */
  readonly errors?: Record<string, string[]>;

  constructor(
    readonly statusCode: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** What a 404 says of each kind of record, in words a shopper knows: never a model name, never the key asked for. */
const RECORD_WORDS = {
  Address: 'Address',
  Appointment: 'Appointment',
  GoldPlanPayment: 'Plan payment',
  GoldPlanSubscription: 'Gold plan',
  GoldPlanTransaction: 'Transaction',
  Order: 'Order',
  Page: 'Page',
  Payment: 'Payment',
  PaymentProvider: 'Payment method',
  Product: 'Product',
  Store: 'Store',
  Timeslot: 'Time slot',
} as const;
export type RecordKind = keyof typeof RECORD_WORDS;

/** The message of every 404 that names no record: unknown routes and files. */
export const NOT_FOUND_MESSAGE = 'Not Found';

/**
 * 404 for a record no one may see under this key: `{ message: "Product not found." }`. The key stays on the
 * error for logs; echoing it would hand input back to whoever sent it.
 */
export class NotFoundError extends HttpError {
  override readonly name = 'NotFoundError';
  constructor(
    readonly kind: RecordKind,
    readonly key?: string | number,
  ) {
    super(404, `${RECORD_WORDS[kind]} not found.`);
  }
}

/**
 * 409: out of stock, slot taken, an idempotency key reused with other parameters; with `errors` when the conflict
 * is with a value the request sent (a total the shopper saw that no longer holds), by its field.
 */
export class ConflictError extends HttpError {
  override readonly name = 'ConflictError';
  constructor(
    message: string,
    override readonly errors?: Record<string, string[]>,
  ) {
    super(409, message);
  }
}

export class UnauthenticatedError extends HttpError {
  override readonly name = 'UnauthenticatedError';
  constructor(message = 'Unauthenticated.') {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  override readonly name = 'ForbiddenError';
  constructor(message = 'This action is unauthorized.') {
    super(403, message);
  }
}

/** 422 raised by a handler for a rule the schema cannot express (a unique email, a date that must match). */
export class ValidationError extends HttpError {
  override readonly name = 'ValidationError';
  constructor(
    override readonly errors: Record<string, string[]>,
    message = VALIDATION_MESSAGE,
  ) {
    super(422, message);
  }
}

/** The sentence of a 422 beside its field errors: the forms show it above the fields, so it speaks to a person. */
export const VALIDATION_MESSAGE = 'Please check the highlighted fields.';
