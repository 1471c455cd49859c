import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from './http-error';

// Both sides hashed first: timingSafeEqual needs equal lengths, and comparing digests tells an attacker
// nothing about the token's length either.
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The `monitor` access of a declaration (api/contract/endpoint.ts): a scraper sending
 * `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. With no token configured the call
 * answers exactly as a path the server does not have (404), so an unmonitored shop exposes nothing.
 */
export async function requireMonitor(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = req.server.config.metricsToken;
  if (!token) throw notFound();
  const sent = /^Bearer[ ]+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (sent === undefined || !timingSafeEqual(digest(sent), digest(token))) {
    reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
    throw unauthorized('ต้องใช้โทเค็นสำหรับระบบติดตาม');
  }
}
