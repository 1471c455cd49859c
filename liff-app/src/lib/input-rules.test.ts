import { describe, expect, it } from 'vitest';
import { alnumOnly, charactersProblem, digitsOnly, newCredentialProblem, signinProblems } from './input-rules';

describe('alnumOnly', () => {
  it('drops everything but ASCII letters and digits', () => {
    expect(alnumOnly('ab C_d-9!ก')).toBe('abCd9');
    expect(alnumOnly(undefined)).toBe('');
  });
});

describe('digitsOnly', () => {
  it('keeps digits up to the limit', () => {
    expect(digitsOnly('1-5099-00123-45-3x', 13)).toBe('1509900123453');
    expect(digitsOnly('12a3')).toBe('123');
  });
});

describe('signinProblems', () => {
  it('asks for each missing field, spaces counting as missing', () => {
    expect(signinProblems('', '')).toEqual({ username: 'กรุณากรอกชื่อผู้ใช้', password: 'กรุณากรอกรหัสผ่าน' });
    expect(signinProblems('   ', 'x')).toEqual({ username: 'กรุณากรอกชื่อผู้ใช้' });
    expect(signinProblems('demo2', '')).toEqual({ password: 'กรุณากรอกรหัสผ่าน' });
    expect(signinProblems('demo2', 'demo1234')).toEqual({});
  });
});

describe('a username or password being chosen', () => {
  const RULE = 'ชื่อผู้ใช้ต้องมี 3-32 ตัว ใช้ได้เฉพาะตัวอักษร a-z, A-Z และตัวเลข 0-9';
  it('says the rule at once for a character it does not allow, naming the Thai keyboard when Thai was typed', () => {
    expect(charactersProblem('somchai9', RULE)).toBeUndefined();
    expect(charactersProblem('', RULE)).toBeUndefined();
    expect(charactersProblem('som chai', RULE)).toBe(RULE);
    expect(charactersProblem('Tong2569!', RULE)).toBe(RULE);
    expect(charactersProblem('สมชาย', RULE)).toBe(`${RULE} (ตอนนี้แป้นพิมพ์เป็นภาษาไทย)`);
  });
  it('on sending: required, then the characters, then the length, in the same rule', () => {
    expect(newCredentialProblem('', 3, 32, RULE, 'กรุณากรอกชื่อผู้ใช้')).toBe('กรุณากรอกชื่อผู้ใช้');
    expect(newCredentialProblem('ab', 3, 32, RULE, 'x')).toBe(RULE);
    expect(newCredentialProblem('a'.repeat(33), 3, 32, RULE, 'x')).toBe(RULE);
    expect(newCredentialProblem('สมชาย', 3, 32, RULE, 'x')).toContain('แป้นพิมพ์เป็นภาษาไทย');
    expect(newCredentialProblem('somchai', 3, 32, RULE, 'x')).toBeUndefined();
  });
});
