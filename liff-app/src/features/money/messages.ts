// SPEC §8 texts of the money screens, written once.
export const OK_TEXT = 'ทำรายการสำเร็จ';
export const FAIL_TEXT = 'มีบางอย่างผิดพลาด กรุณาลองใหม่อีกครั้ง';
export const TERMS_ALERT = 'Please accept the terms and conditions.';
export const CLOSED_TEXT = 'ยังไม่เปิดให้บริการ';
export const EMPTY_TEXT = 'ไม่มีรายการ';
/** SPEC §9: success toasts close after 1.5 s; the deposit reloads the page then. */
export const SUCCESS_SECONDS = 1.5;
