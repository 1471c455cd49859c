// The hashing lives in the db package so the demo seed (which must not import api) stores the same format.
import { hashPassword as hash, verifyPassword as verify } from '@goldshop/db/password';
import { availableParallelism } from 'node:os';
import { HashQueue, type HashPriority } from './hash-queue';

/**
 * Password hashes computed at once. Each is scrypt (db/src/password.ts), a whole core for about a quarter
 * of a second, on one of libuv's 4 threads: a storm of 50 sign-ins filled the pool and the cores, and
 * everything else waited behind it. One core fewer than the machine has (at least 1, at most 3 of the
 * pool's 4 threads) leaves a core to the event loop and a thread to file reads; memory stays bounded.
 * The rest wait in a bounded line by priority, or are refused at once with 503 (hash-queue.ts).
 */
export const MAX_HASHING = Math.min(3, Math.max(1, availableParallelism() - 1));
export const hashing = new HashQueue(MAX_HASHING);

export type { HashPriority };
export const hashPassword = (password: string, priority: HashPriority = 'known') => hashing.run(priority, () => hash(password));
export const verifyPassword = (password: string, stored: string | null | undefined, priority: HashPriority = 'known') =>
  hashing.run(priority, () => verify(password, stored));
