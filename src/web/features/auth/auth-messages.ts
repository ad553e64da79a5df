// Texts of SPEC §8 for sign-in and sign-up.
export const LOGGED_IN = 'Logged in successfully!';
export const ACCOUNT_CREATED =
  'Account created successfully! Please check your email to confirm your account.';
export const ALREADY_REGISTERED =
  'An account with this email already exists. Please try logging in instead.';

// The server marks an email already in use with the code `duplicate` (its message reads
// 'User already registered').
export function signUpErrorMessage(error: { code?: string; message?: string }): string {
  if (error.code === 'duplicate') return ALREADY_REGISTERED;
  return error.message || 'Sign up failed';
}
