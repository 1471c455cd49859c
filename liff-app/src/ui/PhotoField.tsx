import { useEffect, useState } from 'react';
import type { FieldControl } from './Field';
import { sizeText, usePhotoPick } from './use-photo-pick';

/**
 * One photo (a slip, an ID card, a selfie): the native file input drawn as a Thai button (the browser's own
 * "Choose File" follows the device language), the picture's name and size, and a preview. The picture is made
 * small for mobile data (at most 1600 px, WebP or JPEG) while the member goes on; a file that is not an image
 * is not taken.
 */
export function PhotoField({
  control,
  value,
  onChange,
  alt,
}: {
  control: FieldControl;
  value: File | undefined;
  onChange(file: File | undefined): void;
  alt: string;
}) {
  const [preview, setPreview] = useState<string>();
  const { pick, preparing } = usePhotoPick(onChange);
  useEffect(() => {
    if (!value) return setPreview(undefined);
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  return (
    <div className="photo-field">
      <span className="photo-field__button">
        <svg aria-hidden viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9Zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z"
          />
        </svg>
        <span aria-hidden="true">{value ? 'เปลี่ยนรูป' : 'เลือกรูปภาพ'}</span>
        <input
          {...control}
          type="file"
          accept="image/*"
          className="photo-field__input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            pick(file?.type.startsWith('image/') ? file : undefined);
          }}
        />
      </span>
      <span className="photo-field__name" data-testid="image-field-name">
        {value ? `${value.name} · ${preparing ? 'กำลังย่อขนาดรูป…' : sizeText(value.size)}` : 'ยังไม่ได้เลือกรูป'}
      </span>
      {preview && <img className="photo-field__preview" src={preview} alt={`ตัวอย่าง${alt}`} />}
    </div>
  );
}
