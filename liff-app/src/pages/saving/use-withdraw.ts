import { savingCalls } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { failureContent } from '../../features/money/failure-content';
import { OK_TEXT, SUCCESS_SECONDS } from '../../features/money/messages';
import { formData } from '../../features/money/request';
import { useSubmit } from '../../features/money/use-submit';
import type { Sent } from '../../features/money/sent';
import { toast } from '../../ui/Toast';

/**
 * savingCalls.withdraw (multipart) for both withdrawal forms. SPEC §8: a non-200 answer shows the failure
 * toast with the server's reason (`refuse` puts it under its field too); a request that never got an answer
 * offers a retry with the same Idempotency-Key. On success `onSent` gets what the receipt shows.
 */
export function useWithdraw(refuse: (error: unknown) => boolean, amountField: string, onSent: (sent: Sent) => void) {
  const { busy, submit, progress, retryable } = useSubmit();
  const send = async (fields: Record<string, string | File | undefined>) => {
    const res = await submit((key, onUploadProgress) =>
      api(savingCalls.withdraw, { body: formData(fields), headers: { 'Idempotency-Key': key } }, { onUploadProgress }),
    );
    if (!res) return;
    if (res.ok) {
      toast('success', OK_TEXT, SUCCESS_SECONDS);
      onSent({ id: res.value.id, amount: Number(fields[amountField]), at: new Date().toISOString() });
    } else {
      console.error('withdraw failed', res.error);
      toast('error', failureContent(res.error));
      refuse(res.error);
    }
  };
  return { busy, progress, retryable, send };
}
