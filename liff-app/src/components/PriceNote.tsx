import { enteredByStaff, priceNote } from '../lib/price-note';
import { useLatestGoldPrice } from '../stores/gold-latest';

/**
 * One short line where product prices are shown, only when they are not from today's live gold price
 * (an older price, or one staff entered). Renders nothing otherwise, and nothing while there are no prices.
 */
export function PriceNote({ priceAt, className = '' }: { priceAt: string | null | undefined; className?: string }) {
  const latest = useLatestGoldPrice(Boolean(priceAt));
  const text = priceNote(priceAt, enteredByStaff(latest, priceAt));
  if (!text) return null;
  return (
    <p className={`price-note ${className}`} data-testid="price-note">
      {text}
    </p>
  );
}
