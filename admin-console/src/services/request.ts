import { clearToken } from '../auth/token';
import { notifyError } from './feedback';

/** A failed call: the HTTP status and the server's Thai `{ message }` (0 = the network failed). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain object goes as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  /** Leave the error to the caller (no toast, no redirect on 401): sign-in and optional probes. */
  skipErrorHandler?: boolean;
}

const NETWORK_MESSAGE = 'เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาลองใหม่อีกครั้ง';
const SIGNIN_URL = `${import.meta.env.BASE_URL ?? '/admin/'}signin`;

/** GETs ask for image URLs instead of base64 (DESIGN.md): smaller answers, cached images. */
export function withImagesQuery(method: string, path: string): string {
  return method === 'GET' ? `${path}${path.includes('?') ? '&' : '?'}images=url` : path;
}

/**
 * The one error handler: the server's Thai message in a toast; a 401 means the session is gone, so the
 * stored token is dropped and the user goes to the sign-in page.
 */
export function handleRequestError(err: ApiError) {
  if (err.status === 401) {
    clearToken();
    if (!window.location.pathname.endsWith('/signin')) {
      notifyError(err.message || 'กรุณาเข้าสู่ระบบใหม่');
      window.location.assign(SIGNIN_URL);
    }
    return;
  }
  notifyError(err.message);
}

/**
 * The one way the console calls the API. The admin session is the httpOnly `adminSession` cookie, sent
 * because the console is served from the API's origin; admin calls carry no auth header (SPEC §6).
 */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? (opts.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(withImagesQuery(method, path), { method, headers, body, credentials: 'same-origin' });
  } catch {
    const err = new ApiError(0, NETWORK_MESSAGE);
    if (!opts.skipErrorHandler) handleRequestError(err);
    throw err;
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    const m = data as { message?: unknown; code?: unknown } | undefined;
    const err = new ApiError(
      res.status,
      typeof m?.message === 'string' ? m.message : `ทำรายการไม่สำเร็จ (${res.status})`,
      typeof m?.code === 'string' ? m.code : undefined,
    );
    if (!opts.skipErrorHandler) handleRequestError(err);
    throw err;
  }
  return data as T;
}

/** Builds a multipart body, leaving out empty values (so an unchanged image is simply not sent). */
export function formData(fields: Record<string, string | number | Blob | null | undefined>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null) continue;
    fd.append(k, v instanceof Blob ? v : String(v));
  }
  return fd;
}
