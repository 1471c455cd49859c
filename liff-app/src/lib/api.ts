import { STORAGE } from './storage-keys';

/** An API failure carrying the server's Thai `{ message }` and HTTP status. */
export class ApiError extends Error {
  constructor(readonly status: number, message: string, readonly code?: string) {
    super(message);
  }
}

type Body = Record<string, unknown> | FormData | undefined;

/**
 * The one way the member app calls the API: bearer token when signed in, `?images=url` on every GET so
 * images arrive as cacheable URLs (DESIGN.md), JSON or multipart bodies, and errors as ApiError.
 */
export async function api<T>(path: string, init: { method?: string; body?: Body; headers?: Record<string, string> } = {}): Promise<T> {
  const method = init.method ?? (init.body ? 'POST' : 'GET');
  const headers: Record<string, string> = { ...init.headers };
  const token = localStorage.getItem(STORAGE.accessToken);
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const url = method === 'GET' ? `${path}${path.includes('?') ? '&' : '?'}images=url` : path;
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  const data = text ? JSON.parse(text) : undefined;
  if (!res.ok) throw new ApiError(res.status, (data as { message?: string } | undefined)?.message ?? res.statusText, (data as { code?: string } | undefined)?.code);
  return data as T;
}
