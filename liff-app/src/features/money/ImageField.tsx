import { useEffect, useState } from 'react';
import { sizeText, usePhotoPick } from '../../components/use-photo-pick';

interface Props {
  /** Set by Form.Item or Field: the label's htmlFor points at the file input. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  value?: File;
  onChange?: (file: File | undefined) => void;
  /** What the picture is, for the preview's alt text. */
  alt: string;
}

/**
 * A photo picker for Form.Item: one image file, a large touch target and a preview of what was chosen.
 * The picture is made small (at most 1600 px, WebP or JPEG) before it is sent, for mobile data.
 */
export function ImageField({ id, value, onChange, alt, ...aria }: Props) {
  const [preview, setPreview] = useState<string>();
  const { pick, preparing } = usePhotoPick(onChange);
  useEffect(() => {
    if (!value) return setPreview(undefined);
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  return (
    <div className="image-field">
      <span className="image-field__button">
        <svg aria-hidden viewBox="0 0 24 24" width="20" height="20"><path fill="currentColor" d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9Zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z"/></svg>
        <span>{value ? 'เปลี่ยนรูป' : 'เลือกรูปภาพ'}</span>
        <input
          id={id}
          {...aria}
          type="file"
          accept="image/*"
          className="image-field__input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            pick(file && file.type.startsWith('image/') ? file : undefined);
          }}
        />
      </span>
      {value && (
        <span className="image-field__name" data-testid="image-field-name">
          {value.name} · {preparing ? 'กำลังย่อขนาดรูป…' : sizeText(value.size)}
        </span>
      )}
      {preview && <img className="image-field__preview" src={preview} alt={`ตัวอย่าง${alt}`} />}
    </div>
  );
}
