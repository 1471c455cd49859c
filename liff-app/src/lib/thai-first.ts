/**
 * One of the SPEC's few English strings, shown after its Thai meaning: customers read Thai, and the contract's
 * words stay as written ('กรุณายอมรับเงื่อนไข (Please accept the terms and conditions.)', docs/decisions.md).
 */
export const thaiFirst = (thai: string, english: string) => `${thai} (${english})`;

/** SPEC §8's messaging login failure, on /signin and /line. */
export const LINE_LOGIN_FAILED = thaiFirst('เข้าสู่ระบบด้วย LINE ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง', 'LINE login failed. Please try again.');
