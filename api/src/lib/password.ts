// The hashing lives in the db package so the demo seed (which must not import api) stores the same format.
import { hashPassword as hash, verifyPassword as verify } from '@goldshop/db/password';
import { availableParallelism } from 'node:os';
import { concurrencyLimit } from './concurrency';

/**
 * Password hashes computed at once. Each is scrypt with 128 MiB, a whole core for ~0.1 s, on one of libuv's
 * 4 threads: a storm of 50 sign-ins filled the pool and the cores, and everything else waited behind it.
 * One core fewer than the machine has (at least 1, at most 3 of the pool's 4 threads): a storm queues
 * sign-ins behind sign-ins (each still answers in turn) and leaves a core to the event loop and a thread
 * to file reads; memory stays bounded.
 */
export const MAX_HASHING = Math.min(3, Math.max(1, availableParallelism() - 1));
export const hashing = concurrencyLimit(MAX_HASHING);

export const hashPassword = (password: string) => hashing(() => hash(password));
export const verifyPassword = (password: string, stored: string | null | undefined) => hashing(() => verify(password, stored));
