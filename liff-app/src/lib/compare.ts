/**
 * Orders ISO dates and times ('2024-01-15', '2024-01-15T09:00:00.000Z') by their text, which is their time
 * order. Not localeCompare: its first call builds a collator (17–36 ms in this machine's Chromium, four times
 * that on a mid-range phone, on the money screens' first draw) for text that needs no language rules.
 */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
