/** Errors a handler throws for the central error handler to turn into the wire shape `{ message, errors? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** 404 with the "No query results for model [Product] <key>" message the clients recognise. */
export class NotFoundError extends HttpError {
  override readonly name = 'NotFoundError';
  constructor(model: string, key: string | number) {
    super(404, `No query results for model [${model}] ${key}`);
  }
}

/** 409: out of stock, slot taken, an idempotency key reused with other parameters. */
export class ConflictError extends HttpError {
  override readonly name = 'ConflictError';
  constructor(message: string) {
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
    readonly errors: Record<string, string[]>,
    message = VALIDATION_MESSAGE,
  ) {
    super(422, message);
  }
}

/** The sentence of a 422 beside its field errors: the forms show it above the fields, so it speaks to a person. */
export const VALIDATION_MESSAGE = 'Please check the highlighted fields.';
