import { useCallback, useEffect, useState } from 'react';
import { PageContainer, ProCard, ProDescriptions } from '@ant-design/pro-components';
import { Alert, Button, Image, Skeleton } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { imageSrc, type BankAccount } from '@goldshop/api/contract';
import { ApiError } from '../../services/request';
import { BankForm } from './components/BankForm';
import { getAccount } from './service';

/** SPEC §2 banking account: the account members see on /downing, with its logo. */
export default function BankingAccount() {
  const [account, setAccount] = useState<BankAccount | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    getAccount().then(setAccount, (err: unknown) => setError(err instanceof ApiError ? err.message : 'โหลดข้อมูลไม่สำเร็จ'));
  }, []);
  useEffect(load, [load]);

  return (
    <PageContainer title="บัญชีธนาคาร" subTitle="บัญชีที่ลูกค้าโอนเงินเข้า แสดงในหน้าออมทองประเภทที่ 2">
      <ProCard
        bordered
        headerBordered
        title="บัญชีรับโอนของร้าน"
        extra={account && <BankForm account={account} onSaved={setAccount} trigger={<Button type="primary" icon={<EditOutlined />}>แก้ไข</Button>} />}
      >
        {error ? (
          <Alert type="error" showIcon message={error} action={<Button onClick={load}>ลองใหม่</Button>} />
        ) : !account ? (
          <Skeleton active />
        ) : (
          <div data-testid="bank-account">
            <ProDescriptions<BankAccount> column={1} dataSource={account} labelStyle={{ width: 120 }}>
              <ProDescriptions.Item label="โลโก้" dataIndex="bank_logo" render={() => (account.bank_logo ? <Image src={imageSrc(account.bank_logo)} alt="โลโก้ธนาคาร" height={72} /> : '—')} />
              <ProDescriptions.Item label="ธนาคาร" dataIndex="bank" />
              <ProDescriptions.Item label="ชื่อบัญชี" dataIndex="acc_name" />
              <ProDescriptions.Item label="เลขที่บัญชี" dataIndex="acc_no" copyable />
            </ProDescriptions>
          </div>
        )}
      </ProCard>
    </PageContainer>
  );
}
