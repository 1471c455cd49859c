import { describe, expect, it } from 'vitest';
import { changeBadge, goldPriceView } from './gold-price';

describe('changeBadge', () => {
  it('is a green up-badge with the value when positive', () => {
    expect(changeBadge('50')).toEqual({ kind: 'up', text: '50' });
    expect(changeBadge('+1,050')).toEqual({ kind: 'up', text: '1,050' });
  });
  it('is a red down-badge with the absolute value when negative', () => {
    expect(changeBadge('-100')).toEqual({ kind: 'down', text: '100' });
    expect(changeBadge(-2500)).toEqual({ kind: 'down', text: '2,500' });
  });
  it('is a grey dash at zero', () => {
    expect(changeBadge('0')).toEqual({ kind: 'zero', text: '-' });
    expect(changeBadge('0.00')).toEqual({ kind: 'zero', text: '-' });
  });
  it('is a plain dash when not a number', () => {
    expect(changeBadge('n/a')).toEqual({ kind: 'none', text: '-' });
    expect(changeBadge(undefined)).toEqual({ kind: 'none', text: '-' });
    expect(changeBadge('')).toEqual({ kind: 'none', text: '-' });
  });
});

const answer = {
  status: 'success',
  response: {
    date: '5 มีนาคม 2567',
    update_time: 'เวลา 09:04 น.',
    update_times: '2024-03-05T02:04:09Z',
    price: { gold_bar: { buy: '41,100.00', sell: '41,000.00' }, change: { compare_previous: '-50' } },
  },
};

describe('goldPriceView', () => {
  it('labels buy as sell-out and sell as buy-back, with the Thai date and hh:mm:ss', () => {
    expect(goldPriceView(answer, new Date('2024-03-05T10:00:00Z'))).toEqual({
      kind: 'ok',
      sellOut: '41,100',
      buyBack: '41,000',
      date: '5 มีนาคม 2567',
      time: '09:04:09',
      change: { kind: 'down', text: '50' },
    });
  });
  it('falls back to the upstream strings without update_times', () => {
    const { update_times: _drop, ...rest } = answer.response;
    const view = goldPriceView({ status: 'success', response: { ...rest, date: '6 มีนาคม 2567' } });
    expect(view).toMatchObject({ date: '6 มีนาคม 2567', time: '09:04 น.' });
  });
  it('shows ไม่มีข้อมูล for missing price fields', () => {
    const view = goldPriceView({
      status: 'success',
      response: { ...answer.response, price: { gold_bar: { buy: '', sell: 'x' }, change: { compare_previous: '' } } },
    });
    expect(view).toMatchObject({ sellOut: 'ไม่มีข้อมูล', buyBack: 'ไม่มีข้อมูล', change: { kind: 'none' } });
  });
  it('is an error with the status when not success', () => {
    expect(goldPriceView({ status: 'failure' })).toEqual({ kind: 'error', message: 'ไม่สามารถดึงข้อมูลได้: failure' });
  });
  it('is empty without a response', () => {
    expect(goldPriceView({ status: 'success' })).toEqual({ kind: 'empty' });
  });
});

describe('goldPriceView of our own server', () => {
  const now = new Date('2024-03-05T10:00:00Z');
  it("shows the shop's ornament pair beside the bar pair, and nothing stale for today's live price", () => {
    const view = goldPriceView({ ...answer, shop: { ornamentBuy: 41_850, ornamentSell: 38_950.5 } }, now);
    expect(view).toMatchObject({ ornament: { sellOut: '41,850', buyBack: '38,950.50' } });
    expect(view).not.toHaveProperty('staleSince');
    expect(view).not.toHaveProperty('paused');
  });
  it('says when the figure is the last stored one, or not of today in Bangkok', () => {
    expect(goldPriceView({ ...answer, stale: true }, now)).toMatchObject({ staleSince: 'ราคาล่าสุดเมื่อ 5 มีนาคม 2567 09:04 น.' });
    expect(goldPriceView(answer, new Date('2024-03-05T17:00:00Z'))).toMatchObject({ staleSince: 'ราคาล่าสุดเมื่อ 5 มีนาคม 2567 09:04 น.' });
    expect(goldPriceView({ ...answer, paused: true }, now)).toMatchObject({ paused: true });
  });
});
