import { narrowerCopy } from '@goldshop/db/image-encoding';

/** Enough for every copy of a few hundred catalogue photos; the oldest unused copies go first beyond it. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Narrower copies of public images (`?w=`), made on first request and kept in memory: an image never
 * changes (its address is its hash), so a copy never goes stale, and a restart only means making it again.
 * Nothing is written to the database on a read. Requests for a copy still being made wait for that one.
 */
export function imageVariants(maxBytes = DEFAULT_MAX_BYTES) {
  const copies = new Map<string, Buffer>();
  const making = new Map<string, Promise<Buffer>>();
  let bytes = 0;

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
    /** The image `hash` (stored bytes `stored`, `storedWidth` px across) at `width` px, or the image itself if it is no wider. */
    async get(hash: string, stored: Buffer, storedWidth: number, width: number): Promise<Buffer> {
      if (storedWidth <= width) return stored;
      const key = `${hash}:${width}`;
      const hit = copies.get(key);
      if (hit) {
        copies.delete(key);
        copies.set(key, hit);
        return hit;
      }
      let pending = making.get(key);
      if (!pending) {
        pending = narrowerCopy(stored, width)
          .then((copy) => (keep(key, copy), copy))
          .finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },
    /** For tests and the bench: how much is cached. */
    get size() {
      return { copies: copies.size, bytes };
    },
  };
}
