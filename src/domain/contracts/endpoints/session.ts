import {
  revokeSessionRequest,
  sessionList,
  signInRequest,
  signUpRequest,
  verificationEmailRequest,
} from '../auth';
import { healthResponse } from '../health';
import { endpoints } from './endpoint';

// Signing in and one's own session (the sign-in library's endpoints the product opens, decision
// 0003), the health check and the API's own documentation pages.
export const SESSION_ENDPOINTS = endpoints({
  'health.get': { method: 'GET', path: '/api/health', access: 'public', answer: healthResponse },

  'auth.signUp': {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    access: 'public',
    body: signUpRequest,
  },
  'auth.signIn': {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    access: 'public',
    body: signInRequest,
  },
  // Answers null without a session: the sign-in page asks it first.
  'auth.getSession': { method: 'GET', path: '/api/auth/get-session', access: 'public' },
  // Opened from the confirmation email, possibly in a browser that is not signed in.
  'auth.verifyEmail': { method: 'GET', path: '/api/auth/verify-email', access: 'public' },
  'auth.signOut': { method: 'POST', path: '/api/auth/sign-out', access: 'self' },
  'auth.sendVerificationEmail': {
    method: 'POST',
    path: '/api/auth/send-verification-email',
    access: 'self',
    body: verificationEmailRequest,
  },
  'auth.listSessions': {
    method: 'GET',
    path: '/api/auth/list-sessions',
    access: 'self',
    answer: sessionList,
  },
  'auth.revokeSession': {
    method: 'POST',
    path: '/api/auth/revoke-session',
    access: 'self',
    body: revokeSessionRequest,
  },
  'auth.revokeOtherSessions': {
    method: 'POST',
    path: '/api/auth/revoke-other-sessions',
    access: 'self',
  },

  // The API's documentation (Swagger UI and the OpenAPI document), for any member. '/api/docs/'
  // is registered for HEAD alone, named here by its GET as every HEAD route is.
  'docs.page': { method: 'GET', path: '/api/docs', access: 'teller' },
  'docs.pageSlash': { method: 'GET', path: '/api/docs/', access: 'teller' },
  'docs.json': { method: 'GET', path: '/api/docs/json', access: 'teller' },
  'docs.yaml': { method: 'GET', path: '/api/docs/yaml', access: 'teller' },
  'docs.staticIndex': { method: 'GET', path: '/api/docs/static/index.html', access: 'teller' },
  'docs.static': { method: 'GET', path: '/api/docs/static/*', access: 'teller' },
  'docs.initializer': {
    method: 'GET',
    path: '/api/docs/static/swagger-initializer.js',
    access: 'teller',
  },
});
