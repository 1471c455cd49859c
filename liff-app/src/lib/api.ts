import { createClient, type ClientRequest } from '@goldshop/api/contract';
import { STORAGE } from './storage-keys';

/** An API failure carrying the server's Thai `{ message }` and HTTP status. */
export class ApiError extends Error {
  constructor(readonly status: number, message: string, readonly code?: string) {
    super(message);
  }
}

/**
 * The member app's transport: bearer token when signed in, `?images=url` on every GET so images arrive as
 * cacheable URLs (DESIGN.md), JSON or multipart bodies, and errors as ApiError.
 */
async function send({ method, url, body, headers: extra }: ClientRequest): Promise<unknown> {
  const headers: Record<string, string> = { ...extra };
  const token = localStorage.getItem(STORAGE.accessToken);
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(method === 'GET' ? `${url}${url.includes('?') ? '&' : '?'}images=url` : url, { method, headers, body: payload });
  const text = await res.text();
  const data = text ? JSON.parse(text) : undefined;
  if (!res.ok) throw new ApiError(res.status, (data as { message?: string } | undefined)?.message ?? res.statusText, (data as { code?: string } | undefined)?.code);
  return data;
}

/**
 * The one way the member app calls the API, typed from the contract's declarations:
 * `api(savingCalls.history)`, `api(downCalls.detail, { params: { downId } })`.
 */
export const api = createClient(send);
