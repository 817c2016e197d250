import type { OtpRequestBody } from '@aurelia/contracts';
import { cartItemKey, type CartItem } from '@aurelia/domain';

/**
 * What the shopper typed in "Email or mobile number", as the code request's body: an email when it has an `@`,
 * else an Indian mobile number without spaces, dashes, `+91` or a leading 0 (the server checks what is left).
 */
export function otpAddressOf(typed: string): OtpRequestBody {
  const text = typed.trim();
  if (text.includes('@') || !/\d/.test(text)) return { email: text };
  const digits = text.replace(/[\s().-]/g, '');
  const national = digits.replace(/^\+91(?=\d{10}$)/, '').replace(/^91(?=\d{10}$)/, '').replace(/^0(?=\d{10}$)/, '');
  return { phone: national };
}

/** The address a code went to, as the page repeats it: the email, or the number as `+91 98450 12345`. */
export function otpAddressText(address: OtpRequestBody): string {
  if (address.phone === undefined) return address.email ?? '';
  const { phone } = address;
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

/** A line the account's saved bag brought in: its name and how many pieces of it were added. */
export interface LineFromAccount {
  name: string;
  quantity: number;
}

/**
 * What signing in added to the bag from the account: every line with more pieces after the merge than the guest's
 * bag held before, by how many more. A line the guest had that the merge kept is not counted.
 */
export function linesFromAccount(before: readonly CartItem[], after: readonly CartItem[]): LineFromAccount[] {
  const had = new Map(before.map((line) => [cartItemKey(line), line.quantity]));
  return after.flatMap((line) => {
    const added = line.quantity - (had.get(cartItemKey(line)) ?? 0);
    return added > 0 ? [{ name: line.name, quantity: added }] : [];
  });
}

/** The sentence that says it: "2 pieces from your account were added to your bag: Rose ring, Gold chain." */
export function fromAccountSentence(lines: readonly LineFromAccount[]): string | null {
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (pieces === 0) return null;
  const names = lines.map((line) => (line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name)).join(', ');
  return `${pieces} ${pieces === 1 ? 'piece' : 'pieces'} from your account ${pieces === 1 ? 'was' : 'were'} added to your bag: ${names}.`;
}
