import type { FastifyReply, FastifyRequest } from 'fastify';

// The idle timeout (IDLE_TIMEOUT_MS) lets go of a client that stops sending or reading. Once a request's body
// has arrived the connection is quiet because the server is working on it (waiting its turn to decode the
// photos, or for another process's write lock), and closing it then loses the answer to what may already be
// recorded: 150 phone photos at once left members without an answer for 5 deposits that were written. So the
// idle timer is off from the end of the body until the answer goes out, and on again while it is sent.

/** The body is in and the server works on the request: no idle timeout until the answer (resumeIdleTimeout). */
export function holdWhileWorking(req: FastifyRequest): void {
  const socket = req.raw.socket;
  // (app.inject's stand-in socket has no timers.)
  if (typeof socket?.setTimeout === 'function') socket.setTimeout(0);
}

/** A preHandler for calls whose body Fastify has read before the handler (every call but the uploads). */
export function holdWhileWorkingHook(req: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  holdWhileWorking(req);
  done();
}

/** onSend: the answer is being sent, and a client that stops reading it is let go as before. */
export function resumeIdleTimeout(
  req: FastifyRequest,
  _reply: FastifyReply,
  payload: unknown,
  done: (err: null, payload: unknown) => void,
): void {
  const socket = req.raw.socket;
  if (typeof socket?.setTimeout === 'function' && !socket.destroyed) socket.setTimeout(req.server.initialConfig.connectionTimeout ?? 0);
  done(null, payload);
}
