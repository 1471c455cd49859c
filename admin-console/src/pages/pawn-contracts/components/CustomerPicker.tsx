import { useState } from 'react';
import { Alert, Input, Space, Typography } from 'antd';
import { parseCustomerLookup } from '../lookup';
import { findCustomer } from '../service';

/** Form control for the contract's customer: type a national ID or customer number, press ค้นหา. Value: the customer id. */
export function CustomerPicker({
  value,
  onChange,
  initialName,
}: {
  value?: number;
  onChange?: (id: number | undefined) => void;
  initialName?: string;
}) {
  const [name, setName] = useState<string | undefined>(initialName);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.Search
        aria-label="ค้นหาลูกค้า"
        placeholder="เลขบัตรประชาชน 13 หลัก หรือรหัสลูกค้า"
        enterButton="ค้นหา"
        loading={busy}
        onSearch={async (text) => {
          const lookup = parseCustomerLookup(text);
          if (!lookup) {
            setProblem('กรอกเลขบัตรประชาชน 13 หลัก หรือรหัสลูกค้า');
            return;
          }
          setBusy(true);
          try {
            const found = await findCustomer(lookup);
            setProblem(found ? null : 'ไม่พบลูกค้า');
            setName(found ? `${found.name} (รหัส ${found.id})` : undefined);
            onChange?.(found?.id);
          } catch {
            // the request helper showed why
          } finally {
            setBusy(false);
          }
        }}
      />
      {value && name && (
        <Typography.Text data-testid="pawn-customer">
          ลูกค้า: <strong>{name}</strong>
        </Typography.Text>
      )}
      {problem && <Alert type="warning" showIcon message={problem} />}
    </Space>
  );
}
