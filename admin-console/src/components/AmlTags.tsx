import { Tag, Tooltip } from 'antd';
import { AML_FLAG_TEXT, type AmlFlag } from '@goldshop/api/contract';

/**
 * A movement's money-laundering flags, for staff only (never shown or hinted to the member: telling a customer
 * they were reported is an offence). The owner's list and rules: the API's /api/admin/aml calls.
 */
export function AmlTags({ flags }: { flags: AmlFlag[] }) {
  if (!flags.length) return null;
  return (
    <>
      {flags.map((f) => (
        <Tooltip key={f} title="ตรวจสอบตามกฎหมายป้องกันและปราบปรามการฟอกเงิน ห้ามแจ้งให้ลูกค้าทราบ">
          <Tag color="volcano" data-testid={`aml-${f}`}>
            {AML_FLAG_TEXT[f]}
          </Tag>
        </Tooltip>
      ))}
    </>
  );
}
