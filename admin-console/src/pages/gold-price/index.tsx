import { useCallback, useEffect, useState } from 'react';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { Alert, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { ApiError, type PriceInUseAnswer } from '@goldshop/api/contract';
import { notifySuccess } from '../../services/feedback';
import { ManualPriceForm } from './components/ManualPriceForm';
import { PremiumForm } from './components/PremiumForm';
import { ManualLimitForm } from './components/ManualLimitForm';
import { PriceInUseCard } from './components/PriceInUseCard';
import { BuybackRuleForm } from './components/BuybackRuleForm';
import { PauseCard } from './components/PauseCard';
import { getPriceInUse } from './service';

/**
 * ราคาทอง: the price every product and savings estimate is computed from, where it came from
 * and how old it is; a price by hand for when the source is down (staff within the owner's limit); the
 * ornament premium, the ornament buy-back rule, that limit and the price pause (the owner's).
 */
export default function GoldPricePage() {
  const [answer, setAnswer] = useState<PriceInUseAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  // A new key remounts the forms with the saved figures as their starting values.
  const [round, setRound] = useState(0);

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      const next = await getPriceInUse();
      setAnswer(next);
      setRound((r) => r + 1);
      return next;
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'โหลดราคาทองไม่สำเร็จ');
      return null;
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => void load(), [load]);

  const saved = (next: PriceInUseAnswer) => {
    setAnswer(next);
    setRound((r) => r + 1);
  };
  const afterManual = async () => {
    const next = await load();
    // The server uses a price by hand only while the source cannot be reached: say which one is in use.
    if (next?.source === 'staff') notifySuccess('บันทึกราคาแล้ว สินค้าคิดราคาจากราคานี้ทันที');
    else notifySuccess('บันทึกราคาแล้ว แต่ระบบยังดึงราคาอัตโนมัติได้ จึงยังใช้ราคาจากระบบ');
  };

  return (
    <PageContainer
      title="ราคาทอง"
      subTitle="ราคาที่ใช้คิดราคาสินค้าและยอดออมเป็นทองของลูกค้า"
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void load()} loading={loading}>
          รีเฟรช
        </Button>
      }
    >
      {error && (
        <Alert
          type="error"
          showIcon
          message={error}
          style={{ marginBottom: 16 }}
          action={<Button onClick={() => void load()}>ลองใหม่</Button>}
        />
      )}
      <PriceInUseCard answer={answer} loading={loading} />
      {answer && (
        <ProCard gutter={[16, 16]} wrap ghost style={{ marginTop: 16 }} key={round}>
          <ProCard colSpan={{ xs: 24, lg: 15 }} ghost>
            <ManualPriceForm answer={answer} onSaved={afterManual} />
          </ProCard>
          <ProCard colSpan={{ xs: 24, lg: 9 }} ghost>
            <PauseCard answer={answer} onSaved={saved} />
            <PremiumForm answer={answer} onSaved={saved} />
            <BuybackRuleForm answer={answer} onSaved={saved} />
            <ManualLimitForm answer={answer} onSaved={saved} />
          </ProCard>
        </ProCard>
      )}
    </PageContainer>
  );
}
