import type { ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { notifySuccess } from '../../services/feedback';

export interface DeleteActionProps {
  /** The question, e.g. 'ลบสินค้า E2E1?'. */
  title: ReactNode;
  description?: ReactNode;
  /** Names the row for a screen reader ('ลบ E2E1'); the visible word stays 'ลบ'. */
  what?: string;
  action: () => Promise<unknown>;
  successText: string;
  onDone: () => void;
}

/**
 * A row's delete button: asked first, then sent; the toast and the reload only once the server has removed
 * it (a refusal is the request helper's toast, and the row stays).
 */
export function DeleteAction({ title, description, what, action, successText, onDone }: DeleteActionProps) {
  return (
    <Popconfirm
      title={title}
      description={description}
      okText="ลบ"
      cancelText="ยกเลิก"
      okButtonProps={{ danger: true }}
      onConfirm={async () => {
        try {
          await action();
        } catch {
          return;
        }
        notifySuccess(successText);
        onDone();
      }}
    >
      <Button size="small" danger icon={<DeleteOutlined />} aria-label={what === undefined ? undefined : `ลบ ${what}`}>
        ลบ
      </Button>
    </Popconfirm>
  );
}
