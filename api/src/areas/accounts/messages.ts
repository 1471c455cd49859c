import type { FastifySchemaValidationError } from 'fastify';
import { badRequest } from '../../lib/http-error';
import { CREDENTIAL_RULE } from '../../../contract/accounts';

/** Thai messages for signup fields (the app shows the server's text in a toast, docs/product.md "Messages"). */
const SIGNUP_FIELD: Record<string, string> = {
  ...CREDENTIAL_RULE,
  confirmPassword: 'กรุณายืนยันรหัสผ่าน (ใช้ได้เฉพาะตัวอักษร a-z, A-Z และตัวเลข 0-9)',
};

/** Which body field a validation error is about: `/password`, or a missing required one. */
function fieldOf(err: FastifySchemaValidationError | undefined): string {
  if (!err) return '';
  const missing = (err.params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? err.instancePath.replace(/^\//, '').split('/')[0] ?? '';
}

/** Route-level schemaErrorFormatter: a named field gets its own sentence instead of "body/password". */
export const signupErrorFormatter = (errors: FastifySchemaValidationError[]) => {
  const message = SIGNUP_FIELD[fieldOf(errors[0])] ?? 'ข้อมูลที่ส่งมาไม่ถูกต้อง';
  return badRequest('VALIDATION', message);
};

/** A member's password change: the new password's rules, as at sign up. */
export const passwordErrorFormatter = (errors: FastifySchemaValidationError[]) => {
  const field = fieldOf(errors[0]);
  if (field === 'oldPassword') return badRequest('VALIDATION', 'กรุณากรอกรหัสผ่านเดิม');
  if (field === 'confirmPassword') return badRequest('VALIDATION', SIGNUP_FIELD.confirmPassword!);
  return badRequest('VALIDATION', SIGNUP_FIELD.password!);
};

/** Sign-in: a missing or malformed username or password gets the sentence (docs/product.md "Input rules"); a bad rememberMe says so. */
export const signinErrorFormatter = (errors: FastifySchemaValidationError[]) =>
  fieldOf(errors[0]) === 'rememberMe'
    ? badRequest('VALIDATION', 'ข้อมูลไม่ถูกต้อง: rememberMe ต้องเป็น true หรือ false')
    : badRequest('VALIDATION', 'กรุณากรอกชื่อผู้ใช้และรหัสผ่าน');

export const LINE_REFUSED_MESSAGE = 'เข้าสู่ระบบด้วย LINE ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง';
export const LINE_UNREACHABLE_MESSAGE = 'ไม่สามารถติดต่อ LINE ได้ในขณะนี้ กรุณาลองใหม่อีกครั้งภายหลัง';
