import { describe, expect, it } from 'vitest';
import { CONFIRM_MISMATCH, NEW_PASSWORD_RULE, refusalOf } from './password-refusal';

describe('refusalOf (the change-password screen)', () => {
  it('puts the one-field refusals under their field', () => {
    expect(refusalOf(400, 'WRONG_PASSWORD', 'รหัสผ่านเดิมไม่ถูกต้อง')).toEqual({ kind: 'field', field: 'oldPassword' });
    expect(refusalOf(400, 'PASSWORD_MISMATCH', CONFIRM_MISMATCH)).toEqual({ kind: 'field', field: 'confirmPassword' });
    expect(refusalOf(400, 'SAME_PASSWORD', 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม')).toEqual({ kind: 'field', field: 'newPassword' });
  });

  it('names the field of a schema refusal from the server formatter sentence', () => {
    expect(refusalOf(400, 'VALIDATION', 'กรุณากรอกรหัสผ่านเดิม')).toEqual({ kind: 'field', field: 'oldPassword' });
    expect(refusalOf(400, 'VALIDATION', 'กรุณายืนยันรหัสผ่าน (ใช้ได้เฉพาะตัวอักษร a-z, A-Z และตัวเลข 0-9)')).toEqual({ kind: 'field', field: 'confirmPassword' });
    expect(refusalOf(400, 'VALIDATION', NEW_PASSWORD_RULE)).toEqual({ kind: 'field', field: 'newPassword' });
  });

  it('a LINE-only member gets the explanation, not a field error', () => {
    expect(refusalOf(400, 'NO_PASSWORD', 'บัญชีนี้เข้าสู่ระบบด้วย LINE จึงไม่มีรหัสผ่านให้เปลี่ยน')).toEqual({ kind: 'noPassword' });
  });

  it('an ended session (401, or the password changed elsewhere meanwhile) asks for a new sign-in', () => {
    expect(refusalOf(401, 'UNAUTHORIZED', 'กรุณาเข้าสู่ระบบใหม่')).toEqual({ kind: 'sessionEnded' });
    expect(refusalOf(409, 'CHANGED', 'รหัสผ่านถูกเปลี่ยนไปแล้ว กรุณาเข้าสู่ระบบใหม่')).toEqual({ kind: 'sessionEnded' });
  });

  it('anything else is a toast only', () => {
    expect(refusalOf(429, 'RATE_LIMITED', 'ทำรายการถี่เกินไป กรุณารอสักครู่แล้วลองใหม่')).toEqual({ kind: 'toast' });
    expect(refusalOf(403, 'SUSPENDED', 'บัญชีของคุณถูกระงับการใช้งาน')).toEqual({ kind: 'toast' });
    expect(refusalOf(503, 'DB_BUSY', 'ระบบกำลังบันทึกข้อมูลอื่นอยู่')).toEqual({ kind: 'toast' });
    expect(refusalOf(502, undefined, 'Bad Gateway')).toEqual({ kind: 'toast' });
  });
});
