import { useEffect, useState } from 'react';
import { Switch } from 'antd';
import type { Flag } from '@goldshop/api/contract';
import { notifySuccess } from '../services/feedback';

export interface SavedSwitchProps {
  /** The state the server last answered. */
  checked: boolean;
  /** Saves the new state; resolves once the server has stored it, rejects with its message otherwise. */
  save: (next: Flag) => Promise<unknown>;
  /** Called after a successful save (reload the table, update the card). */
  onSaved?: (next: Flag) => void;
  label: string;
  checkedChildren?: string;
  unCheckedChildren?: string;
  disabled?: boolean;
}

/**
 * A switch that never shows a state the server has not saved: it spins while the call runs and moves
 * only when the answer is a success (the request helper shows the server's message on failure).
 */
export function SavedSwitch({
  checked,
  save,
  onSaved,
  label,
  checkedChildren = 'เปิด',
  unCheckedChildren = 'ปิด',
  disabled,
}: SavedSwitchProps) {
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(checked);
  useEffect(() => setSaved(checked), [checked]);
  return (
    <Switch
      aria-label={label}
      checked={saved}
      loading={busy}
      disabled={disabled}
      checkedChildren={checkedChildren}
      unCheckedChildren={unCheckedChildren}
      onChange={async (on) => {
        const next: Flag = on ? 1 : 0;
        setBusy(true);
        try {
          await save(next);
          setSaved(on);
          notifySuccess(`${label}: ${on ? checkedChildren : unCheckedChildren}แล้ว`);
          onSaved?.(next);
        } catch {
          // The request helper already showed why; the switch stays where the server has it.
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
