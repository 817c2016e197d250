import { reasonProblem } from '@aurelia/domain';
import { ValidationError } from '../errors';

/** The reason as written (trimmed); 422 with the domain's words when it is missing or too long. */
export function requireReason(reason: string | undefined): string {
  const problem = reasonProblem(reason);
  if (problem) throw new ValidationError({ reason: [problem] }, problem);
  return (reason ?? '').trim();
}
