import { useEffect, useState } from 'react';
import { PageContainer, ProCard, ProForm, ProFormDigit, ProFormRadio } from '@ant-design/pro-components';
import { Alert, Descriptions, Skeleton, Typography } from 'antd';
import type { PawnSettings } from '@goldshop/api/contract';
import { useSession } from '../../auth/session';
import { OwnerOnlyNote } from '../../components/backoffice/OwnerOnlyNote';
import { notifySuccess } from '../../services/feedback';
import { pawnSettings, savePawnSettings } from '../pawn-requests/service';

const RULES = [
  { value: 'whole', label: 'เศษของเดือนคิดเต็มเดือน (เกิน 1 วันคิด 1 เดือน)' },
  { value: 'half', label: 'เศษ 1–15 วันคิดครึ่งเดือน 16 วันขึ้นไปคิดเต็มเดือน' },
];

/**
 * The owner's pawn rules (docs/decisions.md "Pawn"): how a started month of interest is counted and how many
 * days past a due date members may still pay in the app. The law's 15 %-a-year ceiling applies over either rule.
 * They move members' money, so they are the owner's (docs/access.md): staff read them, and every change is an
 * owner alert.
 */
export default function PawnSettingsPage() {
  const owner = useSession().access.canMakeOwnerDecisions;
  const [saved, setSaved] = useState<PawnSettings | null | 'error'>(null);
  useEffect(() => {
    let live = true;
    pawnSettings().then(
      (s) => live && setSaved(s),
      () => live && setSaved('error'),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <PageContainer title="กติกาดอกเบี้ยขายฝาก" subTitle="ใช้กับยอดที่แอปคำนวณให้สมาชิก ต่อดอก ลดต้น และไถ่ถอน">
      {owner ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16, maxWidth: 760 }}
          data-testid="pawn-rules-alerts"
          message="ทุกการเปลี่ยนกติกานี้จะแจ้งเจ้าของร้านทาง LINE (ถ้าเชื่อมต่อไว้) และแสดงบนแดชบอร์ด 1 วัน"
        />
      ) : (
        <OwnerOnlyNote what="กติกาดอกเบี้ยขายฝาก" />
      )}
      <ProCard bordered style={{ maxWidth: 760 }}>
        {saved === null ? (
          <Skeleton active />
        ) : saved === 'error' ? (
          <Alert type="error" showIcon message="โหลดกติกาไม่สำเร็จ กรุณารีเฟรชหน้า" />
        ) : !owner ? (
          <Descriptions column={1} bordered size="small" data-testid="pawn-rules">
            <Descriptions.Item label="การนับเดือนที่ยังไม่ครบ">
              {RULES.find((r) => r.value === saved.monthRule)?.label ?? saved.monthRule}
            </Descriptions.Item>
            <Descriptions.Item label="ชำระผ่านแอปได้หลังเลยกำหนดไม่เกิน">{`${saved.graceDays} วัน`}</Descriptions.Item>
          </Descriptions>
        ) : (
          <ProForm<PawnSettings>
            initialValues={saved}
            submitter={{ searchConfig: { submitText: 'บันทึก' }, resetButtonProps: false }}
            onFinish={async (v) => {
              try {
                setSaved(await savePawnSettings({ monthRule: v.monthRule, graceDays: Number(v.graceDays) }));
              } catch {
                return false;
              }
              notifySuccess('บันทึกกติกาขายฝากแล้ว');
              return true;
            }}
          >
            <ProFormRadio.Group
              name="monthRule"
              label="การนับเดือนที่ยังไม่ครบ"
              options={RULES}
              radioType="radio"
              fieldProps={{ style: { display: 'flex', flexDirection: 'column', gap: 8 } }}
              rules={[{ required: true }]}
            />
            <ProFormDigit
              name="graceDays"
              label="ชำระผ่านแอปได้หลังเลยกำหนดไม่เกิน (วัน)"
              width="xs"
              min={0}
              max={90}
              fieldProps={{ precision: 0 }}
              extra="เลยกำหนดนานกว่านี้ แอปจะขอให้สมาชิกติดต่อร้าน"
              rules={[{ required: true, message: 'กรุณากรอกจำนวนวัน' }]}
            />
            <Typography.Paragraph type="secondary">
              ไม่ว่าจะเลือกแบบใด ยอดที่แอปเรียกเก็บรวมดอกเบี้ยที่ชำระแล้วจะไม่เกินยอดขายฝากบวก 15% ต่อปี (ประมวลกฎหมายแพ่งและพาณิชย์ มาตรา 499)
              และกำหนดไถ่ถอนจะไม่เกิน 3 ปีนับจากวันขายฝาก
            </Typography.Paragraph>
          </ProForm>
        )}
      </ProCard>
    </PageContainer>
  );
}
