import { useEffect, useState } from 'react';
import { ProCard, ProForm, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { Alert, Descriptions, Skeleton } from 'antd';
import { contentCalls, type MoneyRules } from '@goldshop/api/contract';
import { useSession } from '../../../auth/session';
import { formatBaht } from '../../../lib/money';
import { notifySuccess } from '../../../services/feedback';
import { request } from '../../../services/request';

const GRAMS = /^[0-9]{1,7}(?:\.[0-9]{1,4})?$/;
const NO_LIMIT = 'ไม่จำกัด';

interface Values {
  goldMinDeposit: number;
  goldDailyLimit?: number | null;
  goldMaxGrams?: string | null;
  goldQuoteMinutes: number;
}

/**
 * The gold account's limits (docs/decisions.md "Gold account: the owner's limits"): the smallest deposit, the most
 * one member may deposit in a day and hold, and how long a sell-back quote holds. They move members' money, so
 * the owner edits them (the server refuses staff with 403) and staff read them; an empty limit is none.
 */
export function GoldRulesCard() {
  const owner = useSession().access.canMakeOwnerDecisions;
  const [saved, setSaved] = useState<MoneyRules | null | 'error'>(null);
  useEffect(() => {
    let live = true;
    request(contentCalls.moneyRules, {}, { skipErrorHandler: true }).then(
      (r) => live && setSaved(r),
      () => live && setSaved('error'),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <ProCard title="กติกาออมทองเป็นน้ำหนัก" bordered headerBordered style={{ marginBottom: 16 }} data-testid="gold-rules">
      {saved === null ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : saved === 'error' ? (
        <Alert type="error" showIcon message="โหลดกติกาไม่สำเร็จ กรุณารีเฟรชหน้า" />
      ) : !owner ? (
        <Descriptions column={1} bordered size="small" extra="เฉพาะเจ้าของร้านแก้ไขได้">
          <Descriptions.Item label="ยอดฝากซื้อขั้นต่ำ">{formatBaht(saved.goldMinDeposit)}</Descriptions.Item>
          <Descriptions.Item label="ฝากซื้อได้ต่อวันต่อสมาชิก">
            {saved.goldDailyLimit === null ? NO_LIMIT : formatBaht(saved.goldDailyLimit)}
          </Descriptions.Item>
          <Descriptions.Item label="ถือทองได้ต่อสมาชิก">
            {saved.goldMaxGrams === null ? NO_LIMIT : `${saved.goldMaxGrams} กรัม`}
          </Descriptions.Item>
          <Descriptions.Item label="ราคาขายคืนยืนได้">{`${saved.goldQuoteMinutes} นาที`}</Descriptions.Item>
        </Descriptions>
      ) : (
        <ProForm<Values>
          initialValues={saved}
          layout="horizontal"
          labelCol={{ flex: '220px' }}
          submitter={{ searchConfig: { submitText: 'บันทึกกติกา' }, resetButtonProps: false }}
          onFinish={async (v) => {
            const grams = typeof v.goldMaxGrams === 'string' ? v.goldMaxGrams.trim() : '';
            try {
              setSaved(
                await request(contentCalls.setMoneyRules, {
                  body: {
                    goldMinDeposit: Number(v.goldMinDeposit),
                    goldDailyLimit: v.goldDailyLimit === null || v.goldDailyLimit === undefined ? null : Number(v.goldDailyLimit),
                    goldMaxGrams: grams ? grams : null,
                    goldQuoteMinutes: Number(v.goldQuoteMinutes),
                  },
                }),
              );
            } catch {
              return false;
            }
            notifySuccess('บันทึกกติกาออมทองเป็นน้ำหนักแล้ว');
            return true;
          }}
        >
          <ProFormDigit
            name="goldMinDeposit"
            label="ยอดฝากซื้อขั้นต่ำ (บาท)"
            width="sm"
            min={1}
            max={1_000_000}
            fieldProps={{ precision: 2 }}
            rules={[{ required: true, message: 'กรุณากรอกยอดขั้นต่ำ' }]}
          />
          <ProFormDigit
            name="goldDailyLimit"
            label="ฝากซื้อได้ต่อวันต่อสมาชิก (บาท)"
            width="sm"
            min={1}
            max={100_000_000}
            fieldProps={{ precision: 2, placeholder: NO_LIMIT }}
            extra="เว้นว่างไว้ = ไม่จำกัด นับรวมรายการที่รออนุมัติ"
          />
          <ProFormText
            name="goldMaxGrams"
            label="ถือทองได้ต่อสมาชิก (กรัม)"
            width="sm"
            fieldProps={{ placeholder: NO_LIMIT, inputMode: 'decimal' }}
            extra="เว้นว่างไว้ = ไม่จำกัด ทศนิยมไม่เกิน 4 ตำแหน่ง"
            rules={[
              {
                validator: async (_, v) =>
                  !v || GRAMS.test(String(v).trim()) ? undefined : Promise.reject(new Error('กรอกกรัมเป็นตัวเลข ทศนิยมไม่เกิน 4 ตำแหน่ง')),
              },
            ]}
          />
          <ProFormDigit
            name="goldQuoteMinutes"
            label="ราคาขายคืนยืนได้ (นาที)"
            width="xs"
            min={1}
            max={120}
            fieldProps={{ precision: 0 }}
            rules={[{ required: true, message: 'กรุณากรอกจำนวนนาที' }]}
          />
        </ProForm>
      )}
    </ProCard>
  );
}
