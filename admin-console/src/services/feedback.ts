import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * The antd message API the request helper and pages use. <FeedbackBridge> (inside antd's <App>) swaps in
 * the context-aware instance so toasts follow the theme and locale; the static one covers the time before.
 */
let api: MessageInstance = staticMessage;
export const setMessageApi = (next: MessageInstance) => {
  api = next;
};
/** Success toasts close after 1.5 s (docs/product.md "Limits and page sizes"); errors stay the default 5 s. */
export const notifySuccess = (text: string) => void api.success(text, 1.5);
export const notifyError = (text: string) => void api.error(text, 5);
/** A saved change staff must know more about (a contract above the law's rate): stays like an error. */
export const notifyWarning = (text: string) => void api.warning(text, 8);
