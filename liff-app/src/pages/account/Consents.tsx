import { useEffect, useState } from 'react';
import { meCalls, type AccountConsent, ApiError } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { Box } from '../../ui/Box';
import { Checkbox } from '../../ui/Field';
import { toast } from '../../ui/Toast';
import { when } from './when';
import { CONSENT_TEXT } from './words';

/** The consents, each with its date; an optional one is switched here as easily as it was given (PDPA s.19). */
export function Consents({ consents, onChanged }: { consents: AccountConsent[]; onChanged(): void }) {
  return (
    <Box title="ความยินยอม" id="account-consents" testId="account-consents">
      <ul className="account__list">
        {consents.map((c) => (
          <ConsentItem key={c.kind} consent={c} onChanged={onChanged} />
        ))}
      </ul>
    </Box>
  );
}

/** One consent; an optional one is a box the member ticks or clears, shown at once and put back if the shop refuses. */
function ConsentItem({ consent: c, onChanged }: { consent: AccountConsent; onChanged(): void }) {
  const [given, setGiven] = useState(c.given);
  const [busy, setBusy] = useState(false);
  useEffect(() => setGiven(c.given), [c.given, c.at]);
  const change = async (next: boolean) => {
    if (c.kind === 'verification') return;
    setGiven(next);
    setBusy(true);
    try {
      toast('success', (await api(meCalls.setConsent, { body: { kind: c.kind, given: next } })).message);
      onChanged();
    } catch (err) {
      setGiven(!next);
      toast('error', err instanceof ApiError && err.message ? err.message : 'บันทึกไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="account__consent" data-testid={`consent-${c.kind}`}>
      {c.optional ? (
        <Checkbox
          label={<strong>{CONSENT_TEXT[c.kind].title}</strong>}
          checked={given}
          disabled={busy}
          onChange={(e) => void change(e.currentTarget.checked)}
        />
      ) : (
        <strong>{CONSENT_TEXT[c.kind].title}</strong>
      )}
      <p className="muted">{CONSENT_TEXT[c.kind].detail}</p>
      <p className="account__when">
        {c.given ? `ให้ความยินยอมเมื่อ ${when(c.at)}` : c.at ? `ถอนความยินยอมเมื่อ ${when(c.at)}` : 'ยังไม่ได้ให้ความยินยอม'}
      </p>
    </li>
  );
}
