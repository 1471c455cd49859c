import { useEffect, useState } from 'react';
import { PageContainer, ProCard, ProForm, ProFormDependency, ProFormDigit, ProFormRadio } from '@ant-design/pro-components';
import { Alert, Skeleton } from 'antd';
import { LINE_PLAN_CAPS, LINE_PLAN_TEXT, type LineBudget } from '@goldshop/api/contract';
import { notifySuccess } from '../../services/feedback';
import { LineBudgetCard } from './LineBudgetCard';
import { toBody, type FormValues } from './rows';
import { fetchLineBudget, saveLineBudget } from './service';

/**
 * The owner's LINE plan and thresholds (docs/decisions.md "The LINE message budget"): what the shop pays LINE for
 * and from what share of it price alerts, then reminders, reach members in the app only. Owner only (docs/access.md).
 */
export default function LineBudgetPage() {
  const [budget, setBudget] = useState<LineBudget | null | 'error'>(null);
  useEffect(() => {
    let live = true;
    fetchLineBudget().then(
      (b) => live && setBudget(b),
      () => live && setBudget('error'),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <PageContainer title="ข้อความ LINE" subTitle="แพ็กเกจ LINE Official Account และลำดับความสำคัญเมื่อข้อความใกล้หมด">
      {budget === null ? (
        <Skeleton active />
      ) : budget === 'error' ? (
        <Alert type="error" showIcon message="โหลดข้อมูลไม่สำเร็จ กรุณารีเฟรชหน้า" />
      ) : (
        <>
          <LineBudgetCard budget={budget} />
          <ProCard bordered style={{ maxWidth: 760 }} title="แพ็กเกจและเกณฑ์">
            <ProForm<FormValues>
              initialValues={{
                plan: budget.plan,
                monthlyCap: budget.monthlyCap,
                alerts: budget.thresholds.alerts,
                reminders: budget.thresholds.reminders,
              }}
              submitter={{ searchConfig: { submitText: 'บันทึก' }, resetButtonProps: false }}
              onFinish={async (v) => {
                try {
                  setBudget(await saveLineBudget(toBody(v)));
                } catch {
                  return false;
                }
                notifySuccess('บันทึกแพ็กเกจข้อความ LINE แล้ว');
                return true;
              }}
            >
              <ProFormRadio.Group
                name="plan"
                label="แพ็กเกจ LINE Official Account"
                options={(Object.keys(LINE_PLAN_TEXT) as LineBudget['plan'][]).map((p) => ({ value: p, label: LINE_PLAN_TEXT[p] }))}
                rules={[{ required: true }]}
              />
              <ProFormDependency name={['plan']}>
                {({ plan }) =>
                  plan === 'custom' ? (
                    <ProFormDigit
                      name="monthlyCap"
                      label="จำนวนข้อความต่อเดือน"
                      width="sm"
                      min={1}
                      max={10_000_000}
                      fieldProps={{ precision: 0 }}
                      rules={[{ required: true, message: 'กรุณากรอกจำนวนข้อความ' }]}
                    />
                  ) : (
                    <Alert
                      type="info"
                      style={{ marginBottom: 16 }}
                      message={`${(LINE_PLAN_CAPS[plan as keyof typeof LINE_PLAN_CAPS] ?? 0).toLocaleString('en-US')} ข้อความต่อเดือน`}
                    />
                  )
                }
              </ProFormDependency>
              <ProFormDigit
                name="alerts"
                label="แจ้งเตือนราคาทองส่งเข้าแอปเท่านั้น เมื่อใช้ไปถึง (% ของแพ็กเกจ)"
                width="xs"
                min={1}
                max={100}
                fieldProps={{ precision: 0 }}
                rules={[{ required: true, message: 'กรุณากรอกเปอร์เซ็นต์' }]}
              />
              <ProFormDigit
                name="reminders"
                label="เตือนนัดชำระส่งเข้าแอปเท่านั้น เมื่อใช้ไปถึง (% ของแพ็กเกจ)"
                width="xs"
                min={1}
                max={100}
                fieldProps={{ precision: 0 }}
                extra="รายการเงิน ใบเสร็จ และเรื่องบัญชีส่งทาง LINE เสมอจนกว่า LINE จะหยุดรับ เจ้าของร้านได้รับแจ้งเมื่อใช้ไป 80%"
                rules={[{ required: true, message: 'กรุณากรอกเปอร์เซ็นต์' }]}
              />
            </ProForm>
          </ProCard>
        </>
      )}
    </PageContainer>
  );
}
