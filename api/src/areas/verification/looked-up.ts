/**
 * Which national ID each member last looked up (query-data), so an existing-customer request is bound to
 * it: the existing-request names the customer only by its sequential `Customer_id` (docs/product.md "The calls"), which anyone can
 * count through; the server accepts it only for the customer whose card the member typed in.
 *
 * In memory: the shop runs one process, and a restart only means looking the ID up again. Bounded: the
 * oldest entries go first, and a lookup counts for LOOKUP_TTL_MS.
 */
export const LOOKUP_TTL_MS = 60 * 60_000;
const MAX_ENTRIES = 10_000;

export class LookedUp {
  private entries = new Map<number, { card: string; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  remember(memberId: number, card: string): void {
    this.entries.delete(memberId);
    this.entries.set(memberId, { card, at: this.now() });
    // Map order is insertion order: the first key is the oldest lookup.
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(key);
    }
  }

  /** True when `card` is the ID this member looked up last, within the hour. */
  matches(memberId: number, card: string): boolean {
    const e = this.entries.get(memberId);
    return e !== undefined && e.card === card && this.now() - e.at <= LOOKUP_TTL_MS;
  }
}
