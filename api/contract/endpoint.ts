import type { Static, TObject, TSchema } from '@sinclair/typebox';

/**
 * Who may make a call. The server applies it from the declaration (api/src/lib/serve.ts), so a route
 * cannot forget its check: public (anyone), member (a signed-in member), verified (a member with
 * verificationStatus 2), staff (any staff session), owner (the shop owner's session), monitor (a monitoring
 * system sending `Authorization: Bearer` with the configured METRICS_TOKEN; the call does not exist, 404,
 * while no token is configured).
 */
export type Access = 'public' | 'member' | 'verified' | 'staff' | 'owner' | 'monitor';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API, declared once as data: the server registers its route from this, and both apps
 * call it through the typed client below. `path` is written as Fastify reads it (`/api/down/detail/:downId`).
 */
export interface Endpoint {
  /** One line in English saying what the call does: the API reference's title for it (GET /api/docs). */
  summary: string;
  method: Method;
  path: string;
  access: Access;
  /**
   * A staff call with a limit its handler enforces: beyond it only the owner may (403 OWNER_NEEDED). Says
   * what the limit is; docs/access.md prints it beside the access (api/src/areas/access-table.test.ts).
   */
  limit?: string;
  params?: TObject;
  query?: TObject;
  /** A JSON body. */
  body?: TSchema;
  /**
   * A multipart body instead: its text fields (checked by the server's readMultipart) and the file names it takes.
   * Declared beside `body`, the call takes either (a reservation: JSON, or multipart when a deposit is paid with it).
   */
  upload?: { fields: TObject; files: readonly string[] };
  headers?: TObject;
  /** The 200 answer's shape; absent when the route sends bytes of its own (an image, a CSV file). */
  answer?: TSchema;
  /** Error answers that say more than `{ message, code }` (an import's 400 names the bad line). */
  errors?: Record<number, TSchema>;
}

/** Declares a call; `const` keeps the literal path and access for the types below. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

type StaticOf<T> = T extends TSchema ? Static<T> : never;
/** The empty object type (what `{}` means here: no keys), named so that it reads as such. */
type Empty = Record<never, never>;
// A part the declaration leaves out reads as `unknown` (the literal type has no such key): nothing to pass.
// A part with nothing required in it (a query of optional filters, `?images=`) may be left out.
type Part<K extends string, T, V> = unknown extends T
  ? Empty
  : [T] extends [undefined]
    ? Empty
    : Empty extends V
      ? { [P in K]?: V }
      : { [P in K]: V };

/** What a caller passes: path parameters, query, and a JSON body (or FormData for an upload). */
export type EndpointInput<E extends Endpoint> = Part<'params', E['params'], StaticOf<E['params']>> &
  Part<'query', E['query'], StaticOf<E['query']>> &
  BodyPart<E> & { headers?: Record<string, string> };

/** The body: JSON, FormData for an upload, or either when the call declares both. */
type BodyPart<E extends Endpoint> = unknown extends E['upload']
  ? Part<'body', E['body'], StaticOf<E['body']>>
  : [E['upload']] extends [undefined]
    ? Part<'body', E['body'], StaticOf<E['body']>>
    : unknown extends E['body']
      ? Part<'body', E['upload'], FormData>
      : [E['body']] extends [undefined]
        ? Part<'body', E['upload'], FormData>
        : { body: StaticOf<E['body']> | FormData };

/** What a call answers with status 200. */
export type EndpointAnswer<E extends Endpoint> = E['answer'] extends TSchema ? Static<E['answer']> : unknown;

// biome-ignore lint/complexity/noBannedTypes: `{} extends Pick<T, K>` is how a type asks whether key K is optional
type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];
/** The input may be left out when nothing in it is required. */
export type InputArgs<E extends Endpoint, O> =
  RequiredKeys<EndpointInput<E>> extends never ? [input?: EndpointInput<E>, options?: O] : [input: EndpointInput<E>, options?: O];

/** A request as the apps' transports send it. */
export interface ClientRequest {
  method: Method;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The URL of a call: path parameters filled in (encoded), the query appended without empty values. */
export function urlOf(e: Endpoint, input: { params?: object; query?: object } = {}): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = e.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${e.method} ${e.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (v !== undefined && v !== null && v !== '') query.append(k, String(v));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The element a page's answers come in (api/src/areas/shop/page-meta.ts writes it, the member app reads it). */
export const EARLY_ANSWERS_ID = 'early-answers';

/**
 * A GET as the apps send it: `?images=url` on every one (docs/decisions.md "Images"). The member app's client and
 * the server's answers given with the page (docs/decisions.md "A first view's answers come with the page") both
 * use it, so the one is found under the other's address.
 */
export const appGetUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}images=url`;

/**
 * The typed client both apps build on: `call(savingCalls.history)` or
 * `call(downCalls.detail, { params: { downId } })`. `send` is the app's transport (auth, errors, toasts);
 * `O` is its per-call options.
 */
export function createClient<O = undefined>(send: (req: ClientRequest, options?: O) => Promise<unknown>) {
  return function call<E extends Endpoint>(e: E, ...[input, options]: NoInfer<InputArgs<E, O>>): Promise<EndpointAnswer<E>> {
    const i = (input ?? {}) as { params?: object; query?: object; body?: unknown; headers?: Record<string, string> };
    return send({ method: e.method, url: urlOf(e, i), body: i.body, headers: i.headers }, options) as Promise<EndpointAnswer<E>>;
  };
}
