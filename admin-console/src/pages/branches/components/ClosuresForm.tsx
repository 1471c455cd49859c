import { ModalForm, ProForm, ProFormText } from '@ant-design/pro-components';
import { Button, List, Typography } from 'antd';
import type { AdminBranch, ClosureBody } from '@goldshop/api/contract';
import { ConfirmAction } from '../../../components/backoffice/ConfirmAction';
import { ThaiDatePicker } from '../../../components/backoffice/ThaiDatePicker';
import { formatThaiDate } from '../../../lib/date';
import { notifySuccess } from '../../../services/feedback';
import { addClosure, removeClosure } from '../service';

/**
 * The days a branch is shut whatever its hours say (a holiday, stock-taking), with the reason customers read
 * on /branches: the ones ahead, each taken back by its button, and a new one.
 */
export function ClosuresForm({ branch, onSaved }: { branch: AdminBranch; onSaved: () => void }) {
  return (
    <ModalForm<ClosureBody>
      name={`branch-closure-${branch.id}`}
      title={`วันปิดทำการ สาขา${branch.name}`}
      width={520}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      trigger={
        <Button size="small" aria-label={`วันปิดทำการ สาขา${branch.name}`}>
          วันปิดทำการ
        </Button>
      }
      submitter={{ searchConfig: { submitText: 'เพิ่มวันปิดทำการ', resetText: 'ปิด' } }}
      onFinish={async (v) => {
        try {
          await addClosure(branch.id, { date: v.date, reason: v.reason.trim() });
        } catch {
          return false;
        }
        notifySuccess(`เพิ่มวันปิดทำการ ${formatThaiDate(v.date)} แล้ว`);
        onSaved();
        return true;
      }}
    >
      {branch.closures.length > 0 ? (
        <List
          size="small"
          bordered
          style={{ marginBottom: 16 }}
          dataSource={branch.closures}
          renderItem={(c) => (
            <List.Item
              actions={[
                <ConfirmAction
                  key="remove"
                  label="ยกเลิก"
                  type="default"
                  danger
                  title={`ยกเลิกวันปิดทำการ ${formatThaiDate(c.date)}?`}
                  action={() => removeClosure(branch.id, c.id)}
                  successText="ยกเลิกวันปิดทำการแล้ว"
                  onDone={onSaved}
                />,
              ]}
            >
              {formatThaiDate(c.date)}: {c.reason}
            </List.Item>
          )}
        />
      ) : (
        <Typography.Paragraph type="secondary">ยังไม่มีวันปิดทำการที่กำหนดไว้</Typography.Paragraph>
      )}
      <ProForm.Item name="date" label="วันที่ปิด" rules={[{ required: true, message: 'กรุณาเลือกวันที่' }]} style={{ width: 240 }}>
        <ThaiDatePicker />
      </ProForm.Item>
      <ProFormText
        name="reason"
        label="เหตุผล (ลูกค้าจะเห็นข้อความนี้)"
        placeholder="เช่น ปิดตรวจนับสินค้าประจำปี"
        rules={[{ required: true, whitespace: true, message: 'กรุณาบอกเหตุผลที่ปิด' }]}
        fieldProps={{ maxLength: 200 }}
      />
    </ModalForm>
  );
}
