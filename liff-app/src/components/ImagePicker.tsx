import { useEffect, useState } from 'react';
import { sizeText, usePhotoPick } from './use-photo-pick';

/**
 * An image file input with a preview, usable as an antd Form.Item child (value/onChange/id). The native
 * input stays (keyboard, screen readers, the Form.Item label) but is drawn as a Thai button, since the
 * browser's own "Choose File" text follows the device language. Any image type (SPEC §5); the picture is
 * made small (at most 1600 px, WebP or JPEG) before it is sent, for mobile data.
 */
export function ImagePicker({ id, value, onChange, alt }: { id?: string; value?: File; onChange?(file: File | undefined): void; alt: string }) {
  const [preview, setPreview] = useState<string>();
  const { pick, preparing } = usePhotoPick(onChange);
  useEffect(() => {
    if (!value) {
      setPreview(undefined);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  return (
    <div className="image-picker">
      <div className="image-picker__row">
        <input id={id} type="file" accept="image/*" className="image-picker__input" onChange={(e) => pick(e.target.files?.[0] ?? undefined)} />
        <label htmlFor={id} className="btn btn--outline image-picker__button" aria-hidden="true">
          {value ? 'เปลี่ยนรูป' : 'เลือกรูปภาพ'}
        </label>
        <span className="image-picker__name muted">{value ? `${value.name} · ${preparing ? 'กำลังย่อขนาดรูป…' : sizeText(value.size)}` : 'ยังไม่ได้เลือกรูป'}</span>
      </div>
      {preview && <img src={preview} alt={alt} className="image-picker__preview" />}
    </div>
  );
}
