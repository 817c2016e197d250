/** Why a toast or the toast provider was refused (docs/behaviour.md §5). */
export type ToastValidationCode = 'invalid-type' | 'action-alt-text-required' | 'blank-label';

const MESSAGES: Readonly<Record<ToastValidationCode, string>> = {
  'invalid-type': 'A toast type must be "foreground" or "background".',
  'action-alt-text-required': 'A toast action needs non-blank alternative text.',
  'blank-label': 'The toast provider label must not be blank.',
};

/** A toast, or the toast provider, broke a rule of docs/behaviour.md §5. */
export class ToastValidationError extends Error {
  override readonly name = 'ToastValidationError' as const;
  readonly code: ToastValidationCode;

  /** Builds the error for `code`, with a message that says which rule was broken. */
  constructor(code: ToastValidationCode) {
    super(MESSAGES[code]);
    this.code = code;
  }
}

/** True for a {@link ToastValidationError}, also one from another realm (checked by name and code). */
export function isToastValidationError(error: unknown): error is ToastValidationError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'ToastValidationError' &&
    Object.hasOwn(MESSAGES, String((error as { code?: unknown }).code))
  );
}
