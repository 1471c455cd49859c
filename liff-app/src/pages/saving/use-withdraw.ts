import { useState } from 'react';
import { App } from 'antd';
import { savingCalls } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { failureContent } from '../../features/money/failure-content';
import { OK_TEXT, SUCCESS_SECONDS } from '../../features/money/messages';
import { formData } from '../../features/money/request';
import { useSubmit } from '../../features/money/use-submit';

/**
 * savingCalls.withdraw (multipart). SPEC §8: a non-200 answer shows the failure toast (with the
 * server's reason); a request that never got an answer is logged and gets the same toast.
 * On success the page reloads like a deposit, so the balance and history show the held amount.
 */
export function useWithdraw() {
  const { message } = App.useApp();
  const { busy, submit } = useSubmit();
  const [done, setDone] = useState(false);
  const send = async (fields: Record<string, string | File | undefined>) => {
    const res = await submit((key) =>
      api(savingCalls.withdraw, { body: formData(fields), headers: { 'Idempotency-Key': key } }),
    );
    if (!res) return;
    if (res.ok) {
      setDone(true);
      void message.success({ content: OK_TEXT, duration: SUCCESS_SECONDS });
      window.setTimeout(() => window.location.reload(), SUCCESS_SECONDS * 1000);
    } else {
      console.error('withdraw failed', res.error);
      void message.error(failureContent(res.error));
    }
  };
  return { busy, done, send };
}
