/** How strong a password looks, as a hint to the shopper (the server decides what it accepts). */
export type PasswordStrength = 'empty' | 'weak' | 'fair' | 'strong';

/** A rough strength from length and character variety. */
export function passwordStrength(password: string): PasswordStrength {
  if (password === '') return 'empty';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  if (password.length >= 12 && kinds >= 3) return 'strong';
  if (password.length >= 8 && kinds >= 2) return 'fair';
  return 'weak';
}
