import { describe, expect, it, vi } from 'vitest';
import { retryWhenBusy } from './busy';

describe('retryWhenBusy', () => {
  const busy = (seconds: number) => Object.assign(new Error('busy'), { seconds });
  const retryAfterOf = (err: unknown) => (err as { seconds?: number }).seconds;

  it('sends a shed sign-in again after the Retry-After, up to three times', async () => {
    vi.useFakeTimers();
    try {
      const call = vi.fn().mockRejectedValueOnce(busy(2)).mockRejectedValueOnce(busy(1)).mockResolvedValue('token');
      const result = retryWhenBusy(call, retryAfterOf);
      await vi.advanceTimersByTimeAsync(3_000);
      expect(await result).toBe('token');
      expect(call).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up with the error when it is not busy, waits too long, or stays busy', async () => {
    await expect(retryWhenBusy(() => Promise.reject(new Error('wrong password')), retryAfterOf)).rejects.toThrow('wrong password');
    const long = vi.fn().mockRejectedValue(busy(30));
    await expect(retryWhenBusy(long, retryAfterOf)).rejects.toMatchObject({ seconds: 30 });
    expect(long).toHaveBeenCalledTimes(1);
  });
});
