// The password rule of spec §5: 8 or more characters mixing letters, numbers and symbols.
// Checked by the API (the authority) and by the storefront (to say so before a round trip).

export const PASSWORD_MIN_LENGTH = 8;
// argon2 hashes any length, but a megabyte password is a denial-of-service, not a password.
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'too_short' | 'too_long' | 'needs_letter' | 'needs_number' | 'needs_symbol';

/** Every way `password` breaks the rule; empty when it is acceptable. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push('too_short');
  if (length > PASSWORD_MAX_LENGTH) problems.push('too_long');
  // Letters of any script count: a Kurdish or Arabic password is as good as a Latin one.
  if (!/\p{L}/u.test(password)) problems.push('needs_letter');
  if (!/\p{Nd}/u.test(password)) problems.push('needs_number');
  if (!/[^\p{L}\p{Nd}\s]/u.test(password)) problems.push('needs_symbol');
  return problems;
}
