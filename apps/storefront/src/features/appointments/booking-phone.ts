/**
 * The phone number a booking is sent with: the full international form (`+919876543210`), built from the
 * country's dialling code and the national number as typed. Spaces, dashes, dots and brackets are
 * dropped and a trunk prefix `0` is removed, as people often type them. A number typed with its own `+`
 * is kept as it is. Anything else (letters, nothing at all) is sent as typed, so the server's message
 * about it shows by the field.
 */
export function bookingPhone(dialCode: string, typed: string): string {
  const compact = typed.trim().replace(/[\s\-.()]/g, '');
  if (compact.startsWith('+')) return compact;
  if (!/^\d+$/.test(compact)) return typed.trim();
  return `+${dialCode}${compact.replace(/^0+/, '')}`;
}
