import { Suspense, useState } from 'react';
import { imageSrc } from '@goldshop/api/contract';
import { withAntd } from '../../components/with-antd';

// The modal (antd's, with its focus trap and scroll lock) loads on the first tap: a history list shows many
// 'ดู' buttons and most visits open none of them.
const ProofModal = withAntd(() => import('./ProofModal').then((m) => m.ProofModal));

/** 'ดู' opens the 'Proof Image' modal (SPEC §2): the slip 500px high, contained, and a Close button. */
export function ProofButton({ proof, what = 'สลิป' }: { proof: string | null | undefined; what?: string }) {
  const [open, setOpen] = useState(false);
  const src = imageSrc(proof);
  if (!src) return <span aria-label={`ไม่มี${what}`}>-</span>;
  return (
    <>
      <button
        type="button"
        className="link-button proof-button"
        aria-label={`ดู${what}`}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        ดู
      </button>
      {open && (
        // The modal's code on its way: nothing else on the page waits for it.
        <Suspense fallback={null}>
          <ProofModal src={src} what={what} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
