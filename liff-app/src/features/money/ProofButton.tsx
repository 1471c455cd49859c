import { useState } from 'react';
import { imageSrc } from '@goldshop/api/contract';
import { thaiFirst } from '../../lib/thai-first';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

const TITLE = thaiFirst('รูปหลักฐาน', 'Proof Image');
const CLOSE = thaiFirst('ปิด', 'Close');

/** 'ดู' opens the 'Proof Image' dialog (docs/product.md "Member app: money lists and receipts"): the slip at most 500 px high, whole, and a Close button. */
export function ProofButton({ proof, what = 'สลิป' }: { proof: string | null | undefined; what?: string }) {
  const [open, setOpen] = useState(false);
  const src = imageSrc(proof);
  if (!src)
    return (
      <span>
        -<span className="visually-hidden"> ไม่มี{what}</span>
      </span>
    );
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="link"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        {/* The name a screen reader hears ('ดูสลิป') starts with the word shown (WCAG 2.5.3 label in name). */}
        ดู<span className="visually-hidden">{what}</span>
      </Button>
      {open && (
        <Dialog
          title={TITLE}
          onClose={close}
          footer={
            <Button variant="outline" onClick={close}>
              {CLOSE}
            </Button>
          }
        >
          <img className="proof-image" src={src} alt={what} />
        </Dialog>
      )}
    </>
  );
}
