import { useEffect, useMemo, useState } from 'react';
import { Button, Flex, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { imageFileProblem } from '../lib/image-file';
import { notifyError } from '../services/feedback';

export interface ImagePickerProps {
  /** The file chosen in this form (a form field value); undefined keeps the current image. */
  value?: File;
  onChange?: (file: File | undefined) => void;
  /** The image saved now (URL from the API), shown until another is chosen. */
  current?: string;
  height?: number;
  /** Names the control for screen readers and tests, e.g. 'รูปหลัก'. */
  label?: string;
}

/**
 * Picks one image for a multipart form: checks the file's bytes before anything is sent (a renamed
 * document is refused here), and previews the chosen image, or the current one.
 */
export function ImagePicker({ value, onChange, current, height = 160, label = 'รูปภาพ' }: ImagePickerProps) {
  const [error, setError] = useState<string | null>(null);
  const chosen = useMemo(() => (value ? URL.createObjectURL(value) : undefined), [value]);
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen)), [chosen]);
  const shown = chosen ?? current;

  return (
    <Flex vertical gap={8} align="flex-start">
      {shown ? (
        <img className="admin-preview-img" src={shown} alt={`ตัวอย่าง${label}`} style={{ height, maxWidth: '100%' }} />
      ) : (
        <Typography.Text type="secondary">ยังไม่มีรูปภาพ</Typography.Text>
      )}
      <Upload
        accept="image/*"
        maxCount={1}
        showUploadList={false}
        beforeUpload={async (file) => {
          const problem = await imageFileProblem(file);
          setError(problem);
          if (problem) {
            notifyError(problem);
            return Upload.LIST_IGNORE;
          }
          onChange?.(file);
          return false; // never uploads by itself: the form sends the file with its fields
        }}
      >
        <Button icon={<UploadOutlined />}>{shown ? `เปลี่ยน${label}` : `เลือก${label}`}</Button>
      </Upload>
      {value && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          ไฟล์ใหม่: {value.name} (บันทึกเมื่อกดยืนยัน)
        </Typography.Text>
      )}
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
