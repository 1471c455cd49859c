import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';

/**
 * The schema check for every route: TypeBox's, as @fastify/type-provider-typebox does it (JSON bodies
 * checked as sent; path, query and header text converted to the schema's types), with one change.
 * TypeBox converts text to a number leniently: "1.5" and "1e3" become the integer 1 and "0x10" 16, so
 * `DELETE /policies1/1.5` would delete policy 1. Here text becomes a number only if it is that number
 * in plain decimals ("12", "1.25"; not "012", "1e1", "0x10" or " 12"); anything else is a 400.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = TypeCompiler.Compile(schema);
  const checked = (value: unknown) =>
    check.Check(value)
      ? { value }
      : { error: [...check.Errors(value)].map((e) => ({ message: e.message, instancePath: e.path })) as never };
  if (httpPart === 'body') return checked;
  // Worked out once per route: most paths and queries hold no number (?images=url), and pay nothing more.
  const numeric = numericKeys(schema);
  return (input: unknown) => {
    if (!numeric.length || !isRecord(input)) return checked(Value.Convert(schema, input));
    // Convert may change the object it is given, so the text is kept first.
    const texts = numeric.map((key) => input[key]);
    const value = Value.Convert(schema, input);
    const loose = isRecord(value)
      ? numeric.find(
          (key, i) =>
            typeof texts[i] === 'string' &&
            typeof value[key] === 'number' &&
            !(DECIMAL.test(texts[i] as string) && Number(texts[i]) === value[key]),
        )
      : undefined;
    if (loose !== undefined) return { error: [{ message: 'Expected a number written plainly', instancePath: `/${loose}` }] as never };
    return checked(value);
  };
};

/** A number as a person writes one: no leading zeros, exponent, hex or spaces. */
const DECIMAL = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** The properties that may hold a number (integer, number, a numeric literal, alone or in a union). */
function numericKeys(schema: TSchema): string[] {
  const properties = (schema as { properties?: Record<string, unknown> }).properties;
  if (!properties) return [];
  return Object.keys(properties).filter((key) => /"type":"(number|integer)"/.test(JSON.stringify(properties[key])));
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
