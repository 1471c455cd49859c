import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteShorthandOptions } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import { withErrors } from '../../contract/common';
import type { Access, Endpoint, EndpointAnswer } from '../../contract/endpoint';
import { requireMonitor } from './monitor-access';
import { acceptUploads } from './multipart';
import { memberUploadLimit } from './upload-limit';
import { holdWhileWorkingHook, resumeIdleTimeout } from './working-request';

type Hook = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
type StaticOf<T> = T extends TSchema ? Static<T> : unknown;

/** The request a handler gets: params, query, body and headers typed from the declaration. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: StaticOf<E['params']>;
  Querystring: StaticOf<E['query']>;
  Body: StaticOf<E['body']>;
  Headers: StaticOf<E['headers']>;
}>;

export type EndpointHandler<E extends Endpoint> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E> | FastifyReply> | EndpointAnswer<E> | FastifyReply;

/**
 * Route options beyond the declaration (rate limits, body limits, a validation message of the route's own);
 * never the path, method, schema or role.
 */
export type ServeOptions = Pick<RouteShorthandOptions, 'config' | 'bodyLimit' | 'preHandler' | 'schemaErrorFormatter'>;

/** Marks every route registered here, so a test can prove no /api route bypassed its declaration. */
export interface EndpointRouteConfig {
  endpoint?: Endpoint;
}

function accessHook(app: FastifyInstance, access: Access) {
  switch (access) {
    case 'public':
      return undefined;
    case 'member':
      return app.requireMember;
    case 'verified':
      return app.requireVerifiedMember;
    case 'staff':
      return app.requireStaff;
    case 'owner':
      return app.requireOwner;
    case 'monitor':
      return requireMonitor;
  }
}

/**
 * Private answers (a member's balance, a staff queue, a sign-in's token) are kept by no cache, the
 * browser's included: `no-store` on every member and staff call and on every write. Set before the access
 * check, so a refusal carries it too; a handler that means otherwise sets its own. Callback style: an async
 * hook would cost a promise on every request.
 */
const noStore = (_req: FastifyRequest, reply: FastifyReply, done: () => void) => {
  reply.header('cache-control', 'no-store');
  done();
};

/**
 * Registers the route of a declared call: its method and path, its schemas (a response schema per status,
 * so answers serialise fast and leak no field), and the access check its declaration names, which runs
 * first (onRequest) and is never left to the handler. An upload call gets multipart parsing in a context
 * of its own, so the public reads never pay for it.
 */
export function serve<E extends Endpoint>(app: FastifyInstance, e: E, handler: EndpointHandler<E>): void;
export function serve<E extends Endpoint>(app: FastifyInstance, e: E, options: ServeOptions, handler: EndpointHandler<E>): void;
export function serve<E extends Endpoint>(app: FastifyInstance, e: E, a: ServeOptions | EndpointHandler<E>, b?: EndpointHandler<E>): void {
  const options = typeof a === 'function' ? {} : a;
  const handler = (typeof a === 'function' ? a : b)!;
  const access = accessHook(app, e.access);
  const isPrivate = e.access !== 'public' || e.method !== 'GET';
  const hooks = [...(isPrivate ? [noStore] : []), ...(access ? [access] : [])];
  const memberUpload = e.upload && (e.access === 'member' || e.access === 'verified');
  // A write may wait (a decoding slot, another process's lock) with its body already in: the idle timeout
  // must not close it meanwhile (lib/working-request.ts). An upload's body is read by its handler, which
  // holds the connection itself once it has it (readMultipart). Reads never wait, and pay for neither hook.
  const works = e.method !== 'GET';
  // A call taking JSON or multipart (both declared) counts only its multipart requests as uploads.
  const either = Boolean(e.upload && e.body);
  const uploadLimit = memberUpload && memberUploadLimit(app);
  const when =
    (multipart: boolean, hook: Hook): Hook =>
    (req, reply, done) =>
      req.isMultipart() === multipart ? hook(req, reply, done) : done();
  const preHandler = [
    ...(uploadLimit ? [either ? when(true, uploadLimit) : uploadLimit] : []),
    ...(works && !e.upload ? [holdWhileWorkingHook] : []),
    ...(works && either ? [when(false, holdWhileWorkingHook)] : []),
    ...(options.preHandler ? [options.preHandler].flat() : []),
  ];
  const route = (target: FastifyInstance) =>
    target.route({
      method: e.method,
      url: e.path,
      ...options,
      config: { ...(options.config as object), endpoint: e },
      ...(hooks.length ? { onRequest: hooks } : {}),
      ...(preHandler.length ? { preHandler } : {}),
      ...(works ? { onSend: resumeIdleTimeout } : {}),
      schema: {
        ...(e.params ? { params: e.params } : {}),
        ...(e.query ? { querystring: e.query } : {}),
        // Beside an upload, the JSON schema checks JSON bodies only (Fastify's per-content-type body schemas).
        ...(e.body ? { body: either ? { content: { 'application/json': { schema: e.body } } } : e.body } : {}),
        ...(e.headers ? { headers: e.headers } : {}),
        response: { ...withErrors(e.answer ? { 200: e.answer } : {}), ...e.errors },
      },
      handler: handler as never,
    });
  if (e.upload) {
    void app.register(async (child) => {
      await acceptUploads(child);
      route(child);
    });
  } else route(app);
}

declare module 'fastify' {
  interface FastifyContextConfig extends EndpointRouteConfig {}
}
