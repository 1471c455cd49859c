import { pickupCalls, type Pickup } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { PickupPanel } from './PickupPanel';

/**
 * The booking panel of each of the member's requests of one kind waiting at a branch (goods from savings, the
 * type 2 piece): the same panel as the pawn contract's (docs/product.md "Pickups"). Nothing while there is none.
 */
export function ReadyPickups({ what }: { what: Pickup['what'] }) {
  const ready = useApi(pickupCalls.ready);
  const mine = (ready.data ?? []).filter((r) => r.what === what);
  return (
    <>
      {mine.map((r) => (
        <PickupPanel key={r.ref} what={r.what} refId={r.ref} label={r.label} />
      ))}
    </>
  );
}
