import { useState } from 'react';
import { Button, Modal } from 'antd';

/** The 'Proof Image' modal: opens as it mounts, and leaves after its closing animation. */
export function ProofModal({ src, what, onClose }: { src: string; what: string; onClose(): void }) {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      title="Proof Image"
      onCancel={() => setOpen(false)}
      afterClose={onClose}
      footer={<Button onClick={() => setOpen(false)}>Close</Button>}
      destroyOnHidden
      centered
    >
      <img className="proof-image" src={src} alt={what} />
    </Modal>
  );
}
