import { isErrorCode, type ErrorCode } from '@domain/error-codes';

// The product's REST client (SPEC §7): JSON, same-origin session cookie; errors carry the
// response's `error` field, else 'Request failed: {status}', and its `code` to decide from.
const BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
    // null when the answer did not come from the API (a proxy's error page, an empty body).
    readonly code: ErrorCode | null = null,
    // Whether the message is the answer's own `error` text (SPEC §7), not 'Request failed: {status}'.
    readonly fromServer = false,
    // The answer's whole body: what more a refusal says (e.g. kyc_required's `window_report`).
    readonly body: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function apiUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${BASE_URL}${path}`;
}

export async function api<T>(
  path: string,
  options: { method?: Method; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(apiUrl(path), {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // An empty or non-JSON body (e.g. a delete's) carries no data.
    data = null;
  }
  if (!response.ok) {
    const body = (data ?? {}) as {
      error?: unknown;
      code?: unknown;
      fields?: Record<string, string>;
    };
    const fromServer = typeof body.error === 'string';
    throw new ApiError(
      typeof body.error === 'string' ? body.error : `Request failed: ${response.status}`,
      response.status,
      body.fields,
      isErrorCode(body.code) ? body.code : null,
      fromServer,
      body as Record<string, unknown>,
    );
  }
  return data as T;
}

// A query string from defined, non-empty parameters.
export function query(
  params: Record<string, string | number | boolean | null | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}
