import { describe, expect, it } from 'vitest';
import { contentCalls } from '@goldshop/api/contract';
import { ABOUT, HOME } from './kinds';

describe('the content pages’ forms', () => {
  it('send exactly the text fields and images their update call takes, within its lengths', () => {
    for (const [kind, call] of [
      [HOME, contentCalls.updateHome],
      [ABOUT, contentCalls.updateAbout],
    ] as const) {
      const fields = call.upload.fields.properties as Record<string, { maxLength?: number }>;
      expect([...kind.form.texts.map((f) => f.name), 'description'].sort()).toEqual(Object.keys(fields).sort());
      for (const f of kind.form.texts) expect(f.max).toBe(fields[f.name]!.maxLength);
      expect(kind.form.description.max).toBe(fields.description!.maxLength);
      expect(kind.form.images.map((f) => f.name)).toEqual([...call.upload.files]);
    }
  });
});
