import { describe, expect, it } from 'vitest';
import { bahtText, splitAmount } from './baht-text';

describe('bahtText', () => {
  it('reads baht and satang', () => {
    expect(bahtText('1500.50')).toBe('หนึ่งพันห้าร้อยบาทห้าสิบสตางค์');
    expect(bahtText(1500.5)).toBe('หนึ่งพันห้าร้อยบาทห้าสิบสตางค์');
    expect(bahtText('0.25')).toBe('ยี่สิบห้าสตางค์');
    expect(bahtText('0.01')).toBe('หนึ่งสตางค์');
    expect(bahtText('12.5')).toBe('สิบสองบาทห้าสิบสตางค์');
  });

  it('says ถ้วน for whole baht and reads zero', () => {
    expect(bahtText('100')).toBe('หนึ่งร้อยบาทถ้วน');
    expect(bahtText('1')).toBe('หนึ่งบาทถ้วน');
    expect(bahtText('0')).toBe('ศูนย์บาทถ้วน');
    expect(bahtText('5.00')).toBe('ห้าบาทถ้วน');
  });

  it('handles the 1 / 11 / 21 / 101 readings', () => {
    expect(bahtText('11')).toBe('สิบเอ็ดบาทถ้วน');
    expect(bahtText('21')).toBe('ยี่สิบเอ็ดบาทถ้วน');
    expect(bahtText('101')).toBe('หนึ่งร้อยเอ็ดบาทถ้วน');
    expect(bahtText('10')).toBe('สิบบาทถ้วน');
    expect(bahtText('20')).toBe('ยี่สิบบาทถ้วน');
    expect(bahtText('0.11')).toBe('สิบเอ็ดสตางค์');
    expect(bahtText('0.21')).toBe('ยี่สิบเอ็ดสตางค์');
    expect(bahtText('1001.01')).toBe('หนึ่งพันเอ็ดบาทหนึ่งสตางค์');
  });

  it('reads millions and beyond', () => {
    expect(bahtText('1000000')).toBe('หนึ่งล้านบาทถ้วน');
    expect(bahtText('1000001')).toBe('หนึ่งล้านเอ็ดบาทถ้วน');
    expect(bahtText('2500000')).toBe('สองล้านห้าแสนบาทถ้วน');
    expect(bahtText('11000000')).toBe('สิบเอ็ดล้านบาทถ้วน');
    expect(bahtText('21345678.90')).toBe('ยี่สิบเอ็ดล้านสามแสนสี่หมื่นห้าพันหกร้อยเจ็ดสิบแปดบาทเก้าสิบสตางค์');
    expect(bahtText('1000000000000')).toBe('หนึ่งล้านล้านบาทถ้วน');
    expect(bahtText('1,234,567')).toBe('หนึ่งล้านสองแสนสามหมื่นสี่พันห้าร้อยหกสิบเจ็ดบาทถ้วน');
  });

  it('rounds a third satang digit and gives nothing for non-amounts', () => {
    expect(bahtText('1.999')).toBe('สองบาทถ้วน');
    expect(bahtText('1.994')).toBe('หนึ่งบาทเก้าสิบเก้าสตางค์');
    expect(bahtText('')).toBe('');
    expect(bahtText('abc')).toBe('');
    expect(bahtText('-5')).toBe('');
    expect(bahtText('1.2.3')).toBe('');
    expect(bahtText(Number.NaN)).toBe('');
  });

  it('splits amounts', () => {
    expect(splitAmount('.5')).toEqual({ baht: '0', satang: '50' });
    expect(splitAmount('7.')).toEqual({ baht: '7', satang: '00' });
    expect(splitAmount('.')).toBeUndefined();
  });
});
