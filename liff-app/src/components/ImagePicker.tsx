import { useEffect, useState } from 'react';

/**
 * An image file input with a preview, usable as an antd Form.Item child (value/onChange/id). Any image
 * type (SPEC §5); the server checks the bytes and re-encodes.
 */
export function ImagePicker({ id, value, onChange, alt, capture }: { id?: string; value?: File; onChange?(file: File | undefined): void; alt: string; capture?: 'user' | 'environment' }) {
  const [preview, setPreview] = useState<string>();
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
      <input
        id={id}
        type="file"
        accept="image/*"
        capture={capture}
        onChange={(e) => onChange?.(e.target.files?.[0] ?? undefined)}
      />
      {preview && <img src={preview} alt={alt} className="image-picker__preview" />}
    </div>
  );
}
