import type { TObject, TSchema } from '@sinclair/typebox';
import type { Access, Endpoint } from '../../contract/endpoint';

// The contract published as OpenAPI 3.1 for integrators (a point-of-sale vendor, an accountant's tool): built
// from the same declarations the server registers its routes from (api/contract/), so it cannot drift from
// what the server does. TypeBox schemas are JSON Schema 2020-12, which OpenAPI 3.1 takes as they are.
// docs/architecture.md ("The contract") and docs/configuration.md (API_DOCS).

type Json = Record<string, unknown>;

/** The published API's version: raise it when a call changes in a way an integrator would notice. */
export const API_VERSION = '1.0.0';

/** A schema as plain JSON: TypeBox's own markers are symbols, which JSON drops. */
const plain = (s: TSchema): Json => JSON.parse(JSON.stringify(s)) as Json;

/** Fastify's `:name` (also inside a segment, `:hash.webp`) as OpenAPI's `{name}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

const SECURITY: Record<Access, Json[]> = {
  public: [],
  member: [{ memberToken: [] }],
  verified: [{ memberToken: [] }],
  staff: [{ staffSession: [] }],
  owner: [{ staffSession: [] }],
  monitor: [{ metricsToken: [] }],
};

const WHO: Record<Access, string> = {
  public: 'Anyone.',
  member: 'A signed-in member (bearer token).',
  verified: 'A signed-in member whose identity the shop has verified.',
  staff: 'Any staff session (cookie, with the CSRF header on writes).',
  owner: "The shop owner's staff session.",
  monitor: 'A monitoring system with the METRICS_TOKEN bearer; 404 while none is configured.',
};

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The errors a call can answer, from what the declaration says it takes and who may call it. */
function standardErrors(e: Endpoint): Record<string, Json> {
  const out: Record<string, Json> = {};
  const takesInput = Boolean(e.params || e.query || e.body || e.upload || e.headers);
  if (takesInput) out['400'] = error('VALIDATION, or a rule of the call refused the input (its own code and Thai message).');
  if (e.access !== 'public') out['401'] = error('UNAUTHORIZED: no session, or an expired or ended one.');
  const forbidden: string[] = [];
  if (e.access === 'member' || e.access === 'verified') forbidden.push('SUSPENDED', 'WRONG_ROLE');
  if (e.access === 'verified') forbidden.push('NOT_VERIFIED');
  if (e.access === 'staff' || e.access === 'owner') forbidden.push('WRONG_ROLE');
  if (e.access === 'owner') forbidden.push('OWNER_ONLY');
  if (e.limit) forbidden.push('OWNER_NEEDED');
  if (forbidden.length) out['403'] = error(forbidden.join(', '));
  if (e.params) out['404'] = error('NOT_FOUND: no such record, or not one this caller may see.');
  if (e.method !== 'GET') out['409'] = error('A conflict with the record as it now is (its own code).');
  if (e.upload) {
    out['413'] = error('FILE_TOO_LARGE, IMAGE_TOO_LARGE, TOO_MANY_PARTS');
    out['415'] = error('NOT_MULTIPART, NOT_IMAGE');
  }
  out['429'] = error('RATE_LIMITED and the call’s own limits; Retry-After says when to come back.');
  if (e.method !== 'GET')
    out['503'] = error('DB_BUSY (and UPLOADS_BUSY for uploads): nothing was written; Retry-After says when to try again.');
  return out;
}

function parameters(e: Endpoint): Json[] {
  const list: Json[] = [];
  const add = (where: 'path' | 'query' | 'header', obj: TObject | undefined) => {
    if (!obj) return;
    const required = new Set(obj.required ?? []);
    for (const [name, schema] of Object.entries(obj.properties)) {
      list.push({ name, in: where, required: where === 'path' || required.has(name), schema: plain(schema) });
    }
  };
  add('path', e.params);
  add('query', e.query);
  add('header', e.headers);
  return list;
}

function requestBody(e: Endpoint): Json | undefined {
  const json = e.body ? { 'application/json': { schema: plain(e.body) } } : {};
  if (e.body && !e.upload) return { required: true, content: json };
  if (e.upload) {
    const fields = plain(e.upload.fields) as { properties?: Json; required?: string[] };
    const files = Object.fromEntries(
      e.upload.files.map((f) => [f, { type: 'string', contentEncoding: 'binary', description: 'A JPEG, PNG or WebP picture' }]),
    );
    const schema = { type: 'object', properties: { ...(fields.properties ?? {}), ...files }, required: fields.required ?? [] };
    return { required: true, content: { ...json, 'multipart/form-data': { schema } } };
  }
  return undefined;
}

function operation(area: string, name: string, e: Endpoint): Json {
  const ok = e.answer
    ? { description: 'OK', content: { 'application/json': { schema: plain(e.answer) } } }
    : { description: 'The bytes themselves (an image, a CSV file, metrics text).' };
  const declared = Object.fromEntries(
    Object.entries(e.errors ?? {}).map(([status, schema]) => [
      status,
      { description: 'See the schema.', content: { 'application/json': { schema: plain(schema) } } },
    ]),
  );
  const body = requestBody(e);
  return {
    operationId: `${area}.${name}`,
    summary: e.summary,
    description: `Who may call: ${WHO[e.access]}${e.limit ? ` Limit: ${e.limit}` : ''}`,
    tags: [area],
    'x-access': e.access,
    security: SECURITY[e.access],
    parameters: parameters(e),
    ...(body ? { requestBody: body } : {}),
    responses: { '200': ok, ...standardErrors(e), ...declared },
  };
}

/** The OpenAPI 3.1 document of every declared call, by area. */
export function openApiDocument(endpoints: Record<string, Record<string, Endpoint>>, info: { version: string }): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [area, calls] of Object.entries(endpoints)) {
    for (const [name, e] of Object.entries(calls)) {
      const path = openApiPath(e.path);
      (paths[path] ??= {})[e.method.toLowerCase()] = operation(area, name, e);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gold shop API',
      version: info.version,
      description:
        'Every call of the member app and the staff console. Answers and errors are JSON; an error is `{ message, code }`: ' +
        '`message` in Thai for people, `code` stable for programs. Money is baht with two decimals.',
    },
    tags: Object.keys(endpoints).map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: { type: 'object', properties: { message: { type: 'string' }, code: { type: 'string' } }, required: ['message'] } },
      securitySchemes: {
        memberToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token a member sign-in answers.' },
        staffSession: { type: 'apiKey', in: 'cookie', name: 'adminSession', description: 'The cookie a staff sign-in sets.' },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN.' },
      },
    },
  };
}
