import { hasControlCharacters } from '@aurelia/contracts';
import type { MailMessage } from './mailer';

// The contracts' set of control characters, found anywhere in the text rather than tested once.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/gu;

/** A subject on one line: every run of line breaks or other control characters becomes one space. */
export function oneLineSubject(subject: string): string {
  return subject.replace(CONTROL_CHARACTERS, ' ').trim();
}

/**
 * The message as a mailer may write it: its subject on one line, and refused outright when the recipient holds a
 * control character (a line break there would add recipients or headers). The wire schemas refuse both first;
 * this holds for any text that reaches a message another way.
 */
export function headerSafe(message: MailMessage): MailMessage {
  if (hasControlCharacters(message.to)) throw new Error('mail recipient contains a line break or a control character');
  return { ...message, subject: oneLineSubject(message.subject) };
}
