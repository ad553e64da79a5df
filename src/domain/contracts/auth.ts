import { z } from 'zod';
import { STAFF_ROLES, STAFF_STATUSES } from '../staff';
import { hasNoNul, INVALID_EMAIL, invalidCharacter } from './fields';

// SPEC §5: email and password are required; first and last name are optional.
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
const MAX_NAME_LENGTH = 100;

const email = z.string().trim().min(1, 'Email is required').pipe(z.email(INVALID_EMAIL));

const newPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, 'Password is too long');

export const signInInput = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
});
export type SignInInput = z.infer<typeof signInInput>;

export const signUpInput = z.object({
  first_name: z.string().trim().max(MAX_NAME_LENGTH, 'First name is too long'),
  last_name: z.string().trim().max(MAX_NAME_LENGTH, 'Last name is too long'),
  email,
  password: newPassword,
});
export type SignUpInput = z.infer<typeof signUpInput>;

// The API's view of the same calls (documented in OpenAPI), with the limits of the form.
const apiEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email(INVALID_EMAIL));

const optionalText = (label: string, max: number, tooLong = `${label} is too long`) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong)
    .refine(hasNoNul, invalidCharacter(label))
    .optional();

// Where the confirmation email's link leads; the sign-in library checks it is one of ours.
const callbackURL = optionalText('callbackURL', 2048);

// zod names an unknown field only on the object; say which one it was.
const unknownFields = (issue: { code: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys'
    ? `Unknown field: ${(issue.keys ?? []).join(', ')}`
    : 'The body must be a JSON object';

// Sign-in fields beyond these pass through to the sign-in library, which has its own.
export const signInRequest = z.looseObject({
  email: z
    .string({ error: 'Email is required' })
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .refine(hasNoNul, invalidCharacter('Email')),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
});

// Sign-up accepts exactly what the form sends, within the form's limits: nothing else (a
// picture, a role) reaches the account.
export const signUpRequest = z.strictObject(
  {
    email: apiEmail,
    password: newPassword,
    // The longest display name the form builds is an email.
    name: optionalText('Name', 254).describe(
      'Display name; when left out, the first and last name, or else the email',
    ),
    first_name: optionalText('First name', MAX_NAME_LENGTH),
    last_name: optionalText('Last name', MAX_NAME_LENGTH),
    callbackURL,
    rememberMe: z.boolean({ error: 'rememberMe must be true or false' }).optional(),
  },
  { error: unknownFields },
);

// A session of the signed-in account, without its token (a token is a password: the list
// must not hand out the others').
export const sessionSummary = z
  .object({
    id: z.string(),
    current: z.boolean().describe('Whether this is the session that asked'),
    createdAt: z.string(),
    updatedAt: z.string(),
    expiresAt: z.string(),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: 'Session' });
export type SessionSummary = z.infer<typeof sessionSummary>;
export const sessionList = z.array(sessionSummary);

export const revokeSessionRequest = z.strictObject(
  {
    id: z
      .string({ error: 'id is required' })
      .min(1, 'id is required')
      .max(200, 'id is too long')
      .refine(hasNoNul, invalidCharacter('id'))
      .describe('The id of one of your sessions, as list-sessions gives it'),
  },
  { error: unknownFields },
);

// The sign-in library's answers, as documented for API clients. Loose: the library may add
// fields of its own.
export const authUser = z
  .looseObject({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    role: z.enum(STAFF_ROLES),
    status: z.enum(STAFF_STATUSES).describe('A new account waits for an owner (pending)'),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AuthUser' });
export const signUpAnswer = z.looseObject({
  token: z.string().nullable().describe('The new session, when the account is signed in'),
  user: authUser,
});
export const signInAnswer = z.looseObject({
  redirect: z.boolean(),
  token: z.string().describe('The session, to send as `Authorization: Bearer <token>`'),
  user: authUser,
});
// null without a session.
export const currentSession = z
  .looseObject({
    session: z.looseObject({
      id: z.string(),
      userId: z.string(),
      token: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
      expiresAt: z.string(),
      ipAddress: z.string().nullish(),
      userAgent: z.string().nullish(),
    }),
    user: authUser,
  })
  .nullable();
export const signOutAnswer = z.looseObject({ success: z.boolean() });
export const revokeAnswer = z.looseObject({ status: z.boolean() });

// Asks for a new confirmation email.
export const verificationEmailRequest = z.strictObject(
  { email: apiEmail, callbackURL },
  { error: unknownFields },
);
