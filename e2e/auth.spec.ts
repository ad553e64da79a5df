import { expect, test } from '@playwright/test';
import { approve } from './staff';

test.use({ storageState: { cookies: [], origins: [] } });

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@bureau.test`;

// The shared setup account signed up first and is the owner; every later sign-up waits for
// the owner's approval.
test('a later sign-up waits for approval, survives a reload, and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Welcome')).toBeVisible();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(uniqueEmail('ada'));
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(
    page.getByText(
      'Account created successfully! Please check your email to confirm your account.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const waiting = page.getByText('Your account is waiting for approval by the owner');
  await expect(waiting).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeHidden();

  await page.reload();
  await expect(waiting).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/customers');
  await expect(page).toHaveURL(/\/auth$/);
});

test('login with the right password shows the success toast', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('login');
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password: 'correct horse battery', name: 'Login Test' },
  });
  expect(signUp.status()).toBe(200);
  await approve(String(baseURL), email);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a wrong password shows an error toast and stays on /auth', async ({ page, request }) => {
  const email = uniqueEmail('wrong');
  await request.post('/api/auth/sign-up/email', {
    data: { email, password: 'correct horse battery', name: 'Wrong Password' },
  });
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  const toast = page.getByRole('listitem').filter({ hasText: 'Invalid email or password' });
  await expect(toast).toBeVisible();
  await expect(toast.getByText('Error', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('repeated wrong passwords make the account wait, even with the right one', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('guessed');
  await request.post('/api/auth/sign-up/email', {
    data: { email, password: 'correct horse battery', name: 'Guessed Account' },
  });
  for (let i = 0; i < 5; i++) {
    const guess = await request.post('/api/auth/sign-in/email', {
      data: { email, password: `guess number ${i}` },
      // Sent as the browser would: the sign-up left a session cookie in this context.
      headers: { origin: baseURL ?? '' },
    });
    expect(guess.status()).toBe(401);
  }
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByRole('listitem').filter({
      hasText: /Too many failed sign-ins for this account\. Try again in \d+ seconds\./,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('signing up twice with one email shows the SPEC message', async ({ page, request }) => {
  const email = uniqueEmail('twice');
  await request.post('/api/auth/sign-up/email', {
    data: { email, password: 'correct horse battery', name: 'Twice' },
  });
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page.getByText('An account with this email already exists. Please try logging in instead.'),
  ).toBeVisible();
});

test('an unauthenticated deep link goes to /auth', async ({ page }) => {
  await page.goto('/customers/123e4567-e89b-42d3-a456-426614174000');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
});

test('the forms say what is missing before asking the server', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email is required' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Password is required' })).toBeVisible();

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email address' })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Password must be at least 8 characters' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a session revoked elsewhere sends the next screen back to /auth', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('revoked');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Your account is waiting for approval by the owner')).toBeVisible();
  await approve(String(baseURL), email);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // Sign out with the page's own cookie but outside the page, as another tab would.
  const out = await page.request.post('/api/auth/sign-out', {
    data: {},
    headers: { origin: new URL(page.url()).origin },
  });
  expect(out.status()).toBe(200);

  // The next screen asks with the ended session and is sent back. A refresh of the screen
  // shown may ask first and leave for /auth on its own: then there is no link left to click.
  const accounts = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'Accounts',
  });
  await accounts.click({ timeout: 10_000 }).catch((error: unknown) => {
    if (!new URL(page.url()).pathname.endsWith('/auth')) throw error;
  });
  await expect(page).toHaveURL(/\/auth$/);
});
