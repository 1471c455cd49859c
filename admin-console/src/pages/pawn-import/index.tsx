import { useState } from 'react';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { Alert, Button, Descriptions, Space, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  ApiError,
  PAWN_CONTRACT_COLUMNS,
  PAWN_CONTRACT_OPTIONAL_COLUMNS,
  PAWN_PAYMENT_COLUMNS,
  type ImportAnswer,
  type ImportNote,
} from '@goldshop/api/contract';
import { notifySuccess } from '../../services/feedback';
import { importCsv, type ImportKind } from './service';

const SAMPLES: Record<ImportKind, string> = {
  contracts: `${import.meta.env.BASE_URL}samples/pawn-contracts.csv`,
  payments: `${import.meta.env.BASE_URL}samples/pawn-payments.csv`,
};

/** `partial`: the server failed while writing (not a refused file), so earlier chunks may be saved. */
type Outcome = { file: string; answer?: ImportAnswer; error?: string; partial?: boolean };

/**
 * The lines of a file that were not applied as written (a due date behind an approved ต่อดอก, a redemption
 * paid in the app, a payment made in the app) or were applied with a warning (interest above 15 % a year).
 */
function ImportNotes({ title, notes, type, testId }: { title: string; notes: ImportNote[]; type: 'warning' | 'info'; testId: string }) {
  if (notes.length === 0) return null;
  return (
    <Alert
      type={type}
      showIcon
      data-testid={testId}
      message={`${title} ${notes.length} บรรทัด`}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {notes.map((n) => (
            <li key={`${n.line}-${n.code}`}>
              บรรทัด {n.line} สัญญา {n.jn_id}: {n.message}
            </li>
          ))}
        </ul>
      }
    />
  );
}

function ImportCard({ kind, title, columns }: { kind: ImportKind; title: string; columns: string }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <ProCard title={title} bordered headerBordered colSpan={{ xs: 24, lg: 12 }}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          ไฟล์ CSV (UTF-8) มีหัวตาราง: <Typography.Text code>{columns}</Typography.Text> วันที่แบบ YYYY-MM-DD (ค.ศ.) จำนวนเงินเช่น 1,500.50
          นำเข้าไฟล์เดิมซ้ำจะไม่เปลี่ยนแปลงข้อมูล หากมีบรรทัดใดผิด จะไม่บันทึกข้อมูลจากไฟล์นั้นเลย ไฟล์ที่ย้ายสัญญาไปเป็นของลูกค้าคนอื่นต้องให้เจ้าของร้านนำเข้า
        </Typography.Paragraph>
        <Space wrap>
          <Upload
            accept=".csv,text/csv"
            maxCount={1}
            showUploadList={false}
            disabled={busy}
            beforeUpload={async (file) => {
              setBusy(true);
              setOutcome(null);
              try {
                const answer = await importCsv(kind, file);
                setOutcome({ file: file.name, answer });
                notifySuccess(`นำเข้า ${file.name} สำเร็จ`);
              } catch (err) {
                const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
                setOutcome({ file: file.name, error: err instanceof ApiError ? err.message : 'นำเข้าไม่สำเร็จ', partial: !refused });
              } finally {
                setBusy(false);
              }
              return Upload.LIST_IGNORE; // sent above, through the one request helper
            }}
          >
            <Button type="primary" icon={<UploadOutlined />} loading={busy} aria-label={`เลือกไฟล์ CSV ${title}`}>
              เลือกไฟล์ CSV
            </Button>
          </Upload>
          <Button icon={<DownloadOutlined />} href={SAMPLES[kind]} download>
            ดาวน์โหลดไฟล์ตัวอย่าง
          </Button>
        </Space>
        {outcome?.answer && (
          <Descriptions bordered size="small" column={2} title={`ผลการนำเข้า ${outcome.file}`} data-testid={`import-result-${kind}`}>
            <Descriptions.Item label="เพิ่มใหม่">{outcome.answer.inserted}</Descriptions.Item>
            <Descriptions.Item label="ปรับปรุง">{outcome.answer.updated}</Descriptions.Item>
            <Descriptions.Item label="ไม่เปลี่ยนแปลง">{outcome.answer.unchanged}</Descriptions.Item>
            <Descriptions.Item label="ลูกค้าใหม่">{outcome.answer.customersCreated}</Descriptions.Item>
          </Descriptions>
        )}
        {outcome?.answer && (
          <ImportNotes
            title="ไม่ได้นำเข้าตามไฟล์ (คงตามที่ทำในแอปแล้ว)"
            type="warning"
            notes={outcome.answer.conflicts}
            testId={`import-conflicts-${kind}`}
          />
        )}
        {outcome?.answer && (
          <ImportNotes title="นำเข้าแล้ว แต่ควรตรวจ" type="info" notes={outcome.answer.warnings} testId={`import-warnings-${kind}`} />
        )}
        {outcome?.error && (
          <Alert
            type="error"
            showIcon
            message={
              outcome.partial
                ? `นำเข้า ${outcome.file} ไม่ครบ: บางส่วนอาจบันทึกแล้ว กรุณานำเข้าไฟล์เดิมอีกครั้งเพื่อให้ครบ`
                : `นำเข้า ${outcome.file} ไม่สำเร็จ ไม่มีข้อมูลใดถูกบันทึก`
            }
            description={outcome.error}
            data-testid={`import-error-${kind}`}
          />
        )}
      </Space>
    </ProCard>
  );
}

/** Pawn contracts and payments exported from the shop's point-of-sale system. */
export default function PawnImport() {
  return (
    <PageContainer title="นำเข้าข้อมูลขายฝาก (CSV)" subTitle="จากระบบหน้าร้าน: นำเข้าสัญญาก่อน แล้วจึงนำเข้าการชำระ">
      <ProCard gutter={[16, 16]} wrap ghost>
        <ImportCard
          kind="contracts"
          title="นำเข้าสัญญาขายฝาก"
          columns={[...PAWN_CONTRACT_COLUMNS, ...PAWN_CONTRACT_OPTIONAL_COLUMNS].join(',')}
        />
        <ImportCard kind="payments" title="นำเข้าการชำระ" columns={PAWN_PAYMENT_COLUMNS.join(',')} />
      </ProCard>
    </PageContainer>
  );
}
