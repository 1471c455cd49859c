import { serverReason } from './request';
import { FAIL_TEXT } from './messages';

/** The failure toast's content: SPEC §8's text, then the server's own Thai reason when it gave one. */
export function failureContent(err: unknown) {
  const reason = serverReason(err);
  return (
    <span>
      {FAIL_TEXT}
      {reason && reason !== FAIL_TEXT && <span className="toast__reason">{reason}</span>}
    </span>
  );
}
