/**
 * A name typed as one text, split as staff expect (SPEC §2's inline Create New Customer): the
 * first word is the first name, the rest the last name.
 */
export function splitFullName(text: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = text.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

// The sign-in library keeps one display name per account; ours is built from the optional
// first and last name (SPEC §3), falling back to the email.
export function displayName(user: { first_name?: string; last_name?: string; email: string }) {
  return `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || user.email;
}
