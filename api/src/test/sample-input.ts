// Test-only: plausible input for any declared call, built from its TypeBox schemas, so a sweep can change
// one field at a time and still get past every other check to the code that reads that field.
import { Kind, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Endpoint } from '../../contract/endpoint';

/** Text values tried in order; the first one a string schema accepts (its pattern, length) is used. */
const TEXTS = [
  'ทดสอบ ข้อมูล',
  'Demo-1234',
  '0812345678',
  '2024-01-15',
  '2024-01',
  '1101700230708',
  'https://example.com/a',
  'true',
  'url',
  'a',
  '1',
  '0'.repeat(64),
];
const NUMBERS = [1, 100, 1000, 0];

/** A value the schema accepts, or undefined when none of the tries fits (the field is then left out). */
export function sample(schema: TSchema): unknown {
  const kind = schema[Kind] as string;
  const fits = (v: unknown) => (Value.Check(schema, v) ? v : undefined);
  switch (kind) {
    case 'Literal':
      return schema.const;
    case 'Union':
      for (const option of schema.anyOf as TSchema[]) {
        const v = sample(option);
        if (v !== undefined && Value.Check(schema, v)) return v;
      }
      return undefined;
    case 'String':
      return TEXTS.find((t) => Value.Check(schema, t));
    case 'Number':
    case 'Integer':
      return NUMBERS.find((n) => Value.Check(schema, n));
    case 'Boolean':
      return true;
    case 'Null':
      return null;
    case 'Array': {
      const item = sample(schema.items as TSchema);
      return fits(item === undefined ? [] : [item]) ?? fits([]);
    }
    case 'Object': {
      const out: Record<string, unknown> = {};
      for (const [k, prop] of Object.entries((schema.properties ?? {}) as Record<string, TSchema>)) {
        const v = sample(prop);
        if (v !== undefined) out[k] = v;
      }
      return out;
    }
    default:
      return undefined;
  }
}

/** The names of an object schema's properties that take text (a string, or a union with a string in it). */
export function textFields(schema: TSchema | undefined): string[] {
  if (schema?.[Kind] !== 'Object') return [];
  const takesText = (s: TSchema): boolean => s[Kind] === 'String' || (s[Kind] === 'Union' && (s.anyOf as TSchema[]).some(takesText));
  return Object.entries((schema.properties ?? {}) as Record<string, TSchema>)
    .filter(([, s]) => takesText(s))
    .map(([k]) => k);
}

/** Where a call's text fields are: its path parameters, query, JSON body or multipart fields. */
export type FieldPlace = 'params' | 'query' | 'body' | 'upload';

export function textFieldsOf(e: Endpoint): { place: FieldPlace; name: string }[] {
  const places: [FieldPlace, TSchema | undefined][] = [
    ['params', e.params],
    ['query', e.query],
    ['body', e.body],
    ['upload', e.upload?.fields],
  ];
  return places.flatMap(([place, schema]) => textFields(schema).map((name) => ({ place, name })));
}
