import { useState } from 'react';
import { App, Button, Card } from 'antd';
import { downCalls } from '@goldshop/api/contract';
import { api, ApiError } from '../../lib/api';
import { TermsList } from '../../features/money/TermsList';

/** SPEC §2/§8: the approval request; hidden by the page once any request exists. */
export function RequestCard({ onRequested }: { onRequested(): void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const request = async () => {
    setBusy(true);
    try {
      await api(downCalls.ask, { body: {} });
      void message.success({ content: 'ยื่นคำขออนุมัติสำเร็จ', duration: 1.5 });
      onRequested();
    } catch (err) {
      console.error('down-request failed', err);
      // A non-2xx answer vs. no answer at all (network).
      void message.error(err instanceof ApiError ? 'Request for approval failed' : 'Error sending request for approval');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="ขออนุมัติออมทองประเภทที่ 2">
      <TermsList type={2} />
      <Button type="primary" className="money-submit" loading={busy} onClick={request}>
        ยื่นคำขออนุมัติ
      </Button>
    </Card>
  );
}
