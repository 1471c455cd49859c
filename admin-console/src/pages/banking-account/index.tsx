import { useCallback, useEffect, useState } from 'react';
import { PageContainer, ProCard, ProDescriptions } from '@ant-design/pro-components';
import { Alert, Button, Image, Skeleton } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { ApiError, imageSrc, type BankAccount } from '@goldshop/api/contract';
import { useSession } from '../../auth/session';
import { OwnerOnlyNote } from '../../components/backoffice/OwnerOnlyNote';
import { BankForm } from './components/BankForm';
import { PromptpayCard } from './components/PromptpayCard';
import { getAccount } from './service';

/** Banking account (docs/product.md "Console: bank account and PromptPay"): the account members transfer to, shown on /saving (deposit) and /downing, with its logo. */
export default function BankingAccount() {
  const [account, setAccount] = useState<BankAccount | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    getAccount().then(setAccount, (err: unknown) => setError(err instanceof ApiError ? err.message : 'โหลดข้อมูลไม่สำเร็จ'));
  }, []);
  useEffect(load, [load]);
  const { access } = useSession();
  const owner = access.canMakeOwnerDecisions;

  return (
    <PageContainer title="บัญชีรับโอนเงิน" subTitle="บัญชีของร้านที่สมาชิกโอนเงินเข้า">
      {/* Both savings types send members here to transfer: say so, so nobody edits it thinking only one does. */}
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="bank-account-where"
        message="สมาชิกเห็นบัญชีนี้ 2 ที่ในแอปสมาชิก"
        description="ออมทองประเภทที่ 1: แท็บ “ฝากเงิน” ในหน้าออมทองประเภทที่ 1 · ออมทองประเภทที่ 2: หน้าออมทองประเภทที่ 2 ที่สมาชิกใช้ชำระค่างวด"
      />
      {/* Where members send money is the owner's decision; every change reaches the owner (LINE, dashboard). */}
      {owner ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="bank-account-alerts"
          message="ทุกการเปลี่ยนบัญชีนี้จะแจ้งเจ้าของร้านทาง LINE (ถ้าเชื่อมต่อไว้) และแสดงบนแดชบอร์ด 1 วัน"
        />
      ) : (
        <OwnerOnlyNote what="บัญชีรับโอนเงิน" />
      )}
      <ProCard
        bordered
        headerBordered
        title="บัญชีรับโอนของร้าน"
        extra={
          account &&
          owner && (
            <BankForm
              account={account}
              onSaved={setAccount}
              trigger={
                <Button type="primary" icon={<EditOutlined />}>
                  แก้ไข
                </Button>
              }
            />
          )
        }
      >
        {error ? (
          <Alert type="error" showIcon message={error} action={<Button onClick={load}>ลองใหม่</Button>} />
        ) : !account ? (
          <Skeleton active />
        ) : (
          <div data-testid="bank-account">
            <ProDescriptions<BankAccount> column={1} dataSource={account} labelStyle={{ width: 120 }}>
              <ProDescriptions.Item
                label="โลโก้"
                dataIndex="bank_logo"
                render={() => (account.bank_logo ? <Image src={imageSrc(account.bank_logo)} alt="โลโก้ธนาคาร" height={72} /> : '—')}
              />
              <ProDescriptions.Item label="ธนาคาร" dataIndex="bank" />
              <ProDescriptions.Item label="ชื่อบัญชี" dataIndex="acc_name" />
              <ProDescriptions.Item label="เลขที่บัญชี" dataIndex="acc_no" copyable />
            </ProDescriptions>
          </div>
        )}
      </ProCard>
      <PromptpayCard owner={owner} />
    </PageContainer>
  );
}
