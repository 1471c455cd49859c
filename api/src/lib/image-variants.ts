import { jpegCopy, narrowerCopy } from '@goldshop/db/image-encoding';
import { withImageThreadsLowered } from './image-threads';

/** Stored images are WebP; a JPEG copy is for LINE's cards and link previews, which take no WebP. */
export type CopyFormat = 'webp' | 'jpeg';

/** Enough for every copy of a few hundred catalogue photos; the oldest unused copies go first beyond it. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
/**
 * Copies made at once. Resizing runs on libuv's pool of 4 threads, which password hashing (scrypt) and
 * uploads share: a burst of first views (or someone asking for every copy of every picture) waits its turn
 * instead of holding up sign-ins.
 */
const MAX_MAKING = 2;

/**
 * Narrower copies of public images (`?w=`), made on first request and kept in memory: an image never
 * changes (its address is its hash), so a copy never goes stale, and a restart only means making it again.
 * Nothing is written to the database on a read. Requests for a copy still being made wait for that one.
 */
export function imageVariants(maxBytes = DEFAULT_MAX_BYTES) {
  const copies = new Map<string, Buffer>();
  const making = new Map<string, Promise<Buffer>>();
  let bytes = 0;
  let busy = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];

  async function make(stored: Buffer, width: number, format: CopyFormat): Promise<Buffer> {
    // A finishing job hands its slot straight to the next in line, so no newcomer slips in between.
    if (busy < MAX_MAKING) busy++;
    else await new Promise<void>((resume) => waiting.push(resume));
    peak = Math.max(peak, busy);
    try {
      // Below the event loop, as uploads are (lib/image-threads.ts).
      return await withImageThreadsLowered(() => (format === 'jpeg' ? jpegCopy(stored, width) : narrowerCopy(stored, width)));
    } finally {
      const next = waiting.shift();
      if (next) next();
      else busy--;
    }
  }

  function keep(key: string, copy: Buffer) {
    copies.set(key, copy);
    bytes += copy.length;
    // Map order is insertion order, and a hit re-inserts: the first key is the least recently used.
    for (const [old, buf] of copies) {
      if (bytes <= maxBytes) break;
      copies.delete(old);
      bytes -= buf.length;
    }
  }

  return {
    /**
     * The image `hash` (stored bytes `stored`, `storedWidth` px across) at most `width` px across: as WebP the
     * image itself if it is no wider, as JPEG always a copy.
     */
    async get(hash: string, stored: Buffer, storedWidth: number, width: number, format: CopyFormat = 'webp'): Promise<Buffer> {
      if (format === 'webp' && storedWidth <= width) return stored;
      const key = `${hash}:${width}:${format}`;
      const hit = copies.get(key);
      if (hit) {
        copies.delete(key);
        copies.set(key, hit);
        return hit;
      }
      let pending = making.get(key);
      if (!pending) {
        pending = make(stored, width, format)
          .then((copy) => (keep(key, copy), copy))
          .finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },
    /** For tests: how much is cached, and the most copies ever made at once. */
    get size() {
      return { copies: copies.size, bytes, peakMaking: peak };
    },
  };
}
