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
const DECIMAL = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = TypeCompiler.Compile(schema);
  return (input: unknown) => {
    if (httpPart === 'body') return checked(input);
    // Convert may change the object it is given, so the text is kept first.
    const texts = isRecord(input) ? Object.entries(input).filter((e): e is [string, string] => typeof e[1] === 'string') : [];
    const value = Value.Convert(schema, input);
    const loose = isRecord(value) ? texts.find(([key, text]) => typeof value[key] === 'number' && !(DECIMAL.test(text) && Number(text) === value[key]))?.[0] : undefined;
    if (loose !== undefined) return { error: [{ message: 'Expected a number written plainly', instancePath: `/${loose}` }] as never };
    return checked(value);
  };
  function checked(value: unknown) {
    if (check.Check(value)) return { value };
    return { error: [...check.Errors(value)].map((e) => ({ message: e.message, instancePath: e.path })) as never };
  }
};

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
