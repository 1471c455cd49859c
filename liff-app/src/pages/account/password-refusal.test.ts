import { ApiError } from '@goldshop/api/contract';
import { describe, expect, it } from 'vitest';
import { refusalField } from '../../ui/form-rules';
import { CONFIRM_MISMATCH, outcomeOf, PASSWORD_FIELD_CODES } from './password-refusal';

describe('the change-password screen and the server refusals', () => {
  const fieldOf = (code: string, message = 'ข้อความ') => refusalField(new ApiError(400, message, code), PASSWORD_FIELD_CODES)?.name;

  it('puts the one-field refusals under their field, by code', () => {
    expect(fieldOf('WRONG_PASSWORD', 'รหัสผ่านเดิมไม่ถูกต้อง')).toBe('oldPassword');
    expect(fieldOf('PASSWORD_MISMATCH', CONFIRM_MISMATCH)).toBe('confirmPassword');
    expect(fieldOf('SAME_PASSWORD')).toBe('newPassword');
  });

  it('never guesses a field from the words of a schema refusal: those go to the toast', () => {
    expect(fieldOf('VALIDATION', 'กรุณากรอกรหัสผ่านเดิม')).toBeUndefined();
    expect(outcomeOf(400, 'VALIDATION')).toBeUndefined();
  });

  it('a LINE-only member gets the explanation, not a field error', () => {
    expect(outcomeOf(400, 'NO_PASSWORD')).toBe('noPassword');
    expect(fieldOf('NO_PASSWORD')).toBeUndefined();
  });

  it('an ended session (401, or the password changed elsewhere meanwhile) asks for a new sign-in', () => {
    expect(outcomeOf(401, 'UNAUTHORIZED')).toBe('sessionEnded');
    expect(outcomeOf(409, 'CHANGED')).toBe('sessionEnded');
  });

  it('anything else stays on the form with its toast', () => {
    for (const [status, code] of [
      [429, 'RATE_LIMITED'],
      [403, 'SUSPENDED'],
      [503, 'DB_BUSY'],
      [502, undefined],
    ] as const) {
      expect(outcomeOf(status, code)).toBeUndefined();
    }
  });
});
