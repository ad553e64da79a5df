// Texts of SPEC §8 for sign-in and sign-up.
export const LOGGED_IN = 'Logged in successfully!';
export const ACCOUNT_CREATED =
  'Account created successfully! Please check your email to confirm your account.';
export const ALREADY_REGISTERED =
  'An account with this email already exists. Please try logging in instead.';

export function signUpErrorMessage(message: string | undefined): string {
  if (message?.includes('User already registered')) return ALREADY_REGISTERED;
  return message || 'Sign up failed';
}
