import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { TObject } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import { badRequest, HttpError } from './http-error';
import { holdWhileWorking } from './working-request';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Lets the routes of the calling plugin (and only those) read multipart bodies. @fastify/multipart adds two
 * async hooks to every request of the context it is registered in (clean-up for disk mode, which we do not
 * use), about 2 µs each time: registered per upload context, the public reads never pay for them. Anything
 * else sent as multipart gets 415.
 */
export async function acceptUploads(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 40, fieldSize: 64 * 1024 } });
}

export interface MultipartInput<T> {
  fields: T;
  files: Record<string, Buffer>;
}

const compiled = new WeakMap<TObject, ReturnType<typeof TypeCompiler.Compile>>();

/**
 * Reads a multipart body into text fields (validated against `schema`, numbers coerced) and whole files
 * (only the names in `fileNames`; anything else is refused). Nothing is written here, so a bad request
 * changes nothing. Once the body is read, the idle timeout stops until the answer (lib/working-request.ts).
 */
export async function readMultipart<S extends TObject>(
  req: FastifyRequest,
  schema: S,
  fileNames: readonly string[],
): Promise<MultipartInput<S['static']>> {
  if (!req.isMultipart()) throw new HttpError(415, 'NOT_MULTIPART', 'ต้องส่งข้อมูลแบบ multipart/form-data');
  const raw: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: fileNames.length, fields: 40 } })) {
      if (part.type === 'file') {
        if (!fileNames.includes(part.fieldname)) {
          part.file.resume();
          throw badRequest('UNKNOWN_FILE', `ไม่รู้จักไฟล์ ${part.fieldname}`);
        }
        const buf = await part.toBuffer();
        if (buf.length > 0) files[part.fieldname] = buf;
      } else if (typeof part.value === 'string') {
        // Browsers send line breaks in form text as CRLF (HTML spec); store them as the LF everyone reads.
        raw[part.fieldname] = part.value.replace(/\r\n?/g, '\n');
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'FILE_TOO_LARGE', 'ไฟล์ใหญ่เกินไป (ไม่เกิน 10 MB)');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new HttpError(413, 'TOO_MANY_PARTS', 'ส่งข้อมูลมากเกินไป');
    }
    throw badRequest('BAD_MULTIPART', 'ข้อมูลที่ส่งมาไม่ถูกต้อง');
  }
  // All of it is in: from here the server works on it (decoding queue, write lock) until it answers.
  holdWhileWorking(req);
  assertNumericText(schema, raw);
  let check = compiled.get(schema);
  if (!check) compiled.set(schema, (check = TypeCompiler.Compile(schema)));
  const fields = Value.Convert(schema, Value.Clean(schema, Value.Clone(raw))) as unknown;
  if (!check.Check(fields)) {
    const first = check.Errors(fields).First();
    const name = first?.path.replace(/^\//, '') || 'ข้อมูล';
    throw badRequest('VALIDATION', `ข้อมูลไม่ถูกต้อง: ${name}`);
  }
  return { fields: fields as S['static'], files };
}

export function requireFiles(files: Record<string, Buffer>, names: readonly string[]): void {
  for (const name of names) if (!files[name]) throw badRequest('FILE_REQUIRED', `กรุณาแนบรูปภาพ ${name}`);
}

/**
 * Multipart fields arrive as text. Value.Convert would turn "1.5" into the integer 1 or "12abc" into
 * nothing useful; numeric fields must be written as the number they are, or the request is refused.
 */
function assertNumericText(schema: TObject, raw: Record<string, string>): void {
  for (const [name, prop] of Object.entries(schema.properties)) {
    const value = raw[name];
    if (value === undefined) continue;
    const type = (prop as { type?: string }).type;
    const ok = type === 'integer' ? /^-?\d{1,15}$/.test(value) : type === 'number' ? /^-?\d{1,15}(\.\d+)?$/.test(value) : true;
    if (!ok) throw badRequest('VALIDATION', `ข้อมูลไม่ถูกต้อง: ${name}`);
  }
}
