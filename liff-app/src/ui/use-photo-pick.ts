import { useCallback, useRef, useState } from 'react';
import { resizeImage } from '../lib/image-resize';

/**
 * A photo input's change handler that makes the picture small for mobile data (lib/image-resize.ts).
 * The picked file is handed on at once, so the form can be sent straight away; the smaller copy replaces
 * it a moment later (unless another picture was picked meanwhile). `preparing` is true in between.
 */
export function usePhotoPick(onChange: ((file: File | undefined) => void) | undefined) {
  const [preparing, setPreparing] = useState(false);
  const latest = useRef(0);
  const pick = useCallback(
    (file: File | undefined) => {
      const turn = ++latest.current;
      onChange?.(file);
      if (!file) return setPreparing(false);
      setPreparing(true);
      void resizeImage(file).then((small) => {
        if (turn !== latest.current) return;
        setPreparing(false);
        if (small !== file) onChange?.(small);
      });
    },
    [onChange],
  );
  return { pick, preparing };
}

/** A file's size as a person reads it: '240 KB', '1.8 MB'. */
export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
