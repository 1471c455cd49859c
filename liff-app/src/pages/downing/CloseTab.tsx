import { downCalls, type DownRequest } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { failureContent } from '../../features/money/failure-content';
import { SUCCESS_SECONDS } from '../../features/money/messages';
import { formData } from '../../features/money/request';
import { useSubmit } from '../../features/money/use-submit';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';
import { UploadProgress } from '../../ui/UploadProgress';
import { useForm } from '../../ui/use-form';
import { IdCardFields, idCardRules, NO_ID_CARD, type IdCardValues } from '../saving/IdCardFields';

/**
 * 'ขอจบสัญญา': ask to close the latest contract with both sides of the ID card (offered only on a contract
 * in force). Two photos on mobile data: the progress shows, and a dropped connection offers the retry
 * (the server refuses a second close request, so a retry cannot ask twice).
 */
export function CloseTab({ latest, onSent }: { latest: DownRequest; onSent(): void }) {
  const form = useForm<IdCardValues>({ id: 'down-close', initial: NO_ID_CARD, rules: idCardRules });
  const { busy, submit, progress, retryable } = useSubmit();
  const send = form.onSubmit(async (v) => {
    const res = await submit((_key, onUploadProgress) =>
      api(
        downCalls.askClose,
        { body: formData({ downId: String(latest.down_id), idCardImage: v.idCardImage, idCardImageBack: v.idCardImageBack }) },
        { onUploadProgress },
      ),
    );
    if (!res) return;
    if (res.ok) {
      toast('success', 'ส่งคำขอจบสัญญาแล้ว กรุณารอเจ้าหน้าที่ตรวจสอบ', SUCCESS_SECONDS);
      form.reset();
      onSent();
    } else {
      console.error('done-request failed', res.error);
      toast('error', failureContent(res.error));
    }
  });
  return (
    <form id="down-close" className="money-form" onSubmit={send} noValidate>
      <p>แนบรูปบัตรประชาชนทั้งสองด้านเพื่อขอจบสัญญา เจ้าหน้าที่จะติดต่อกลับเพื่อนัดรับทอง</p>
      <IdCardFields form={form} />
      <UploadProgress busy={busy} progress={progress} retryable={retryable} onRetry={() => send()} />
      <Button type="submit" submit busy={busy}>
        ส่งคำขอจบสัญญา
      </Button>
    </form>
  );
}
