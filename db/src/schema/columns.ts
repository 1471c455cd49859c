import { integer, text } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';

/** ISO-8601 UTC timestamp text, set by SQLite so every row agrees on the clock. */
export const createdAt = () => text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

/** Money is integer satang (1 baht = 100 satang); never a float. */
export const satang = (name: string) => integer(name, { mode: 'number' });
