/** What other features may use of checkout: a submission sent once with its idempotency key, and its state. */
export { selectSubmission, submissionReset } from './checkout-slice';
export { idempotentSubmission } from './checkout-thunks';
