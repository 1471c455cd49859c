import { useState } from 'react';
import { Button, Modal } from 'antd';
import { imageSrc } from '@goldshop/api/contract';

/** 'ดู' opens the 'Proof Image' modal (SPEC §2): the slip 500px high, contained, and a Close button. */
export function ProofButton({ proof, what = 'สลิป' }: { proof: string | null | undefined; what?: string }) {
  const [open, setOpen] = useState(false);
  const src = imageSrc(proof);
  if (!src) return <span aria-label={`ไม่มี${what}`}>-</span>;
  return (
    <>
      <Button type="link" className="proof-button" aria-label={`ดู${what}`} onClick={(e) => { e.stopPropagation(); setOpen(true); }}>
        ดู
      </Button>
      <Modal
        open={open}
        title="Proof Image"
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>Close</Button>}
        destroyOnHidden
        centered
      >
        <img className="proof-image" src={src} alt={what} />
      </Modal>
    </>
  );
}
