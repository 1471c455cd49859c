import { afterAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { validatorCompiler } from './validator';

describe('schema check of path, query and body', async () => {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  const Id = Type.Object({ id: Type.Integer({ minimum: 1 }) });
  const Query = Type.Object({ days: Type.Optional(Type.Integer()), rate: Type.Optional(Type.Number()), q: Type.Optional(Type.String()) });
  app.get('/things/:id', { schema: { params: Id, querystring: Query } }, async (req) => ({ params: req.params, query: req.query }));
  app.post('/things', { schema: { body: Type.Object({ weight: Type.Number() }) } }, async (req) => req.body);
  await app.ready();
  afterAll(() => app.close());

  it('reads numbers written plainly', async () => {
    const res = await app.inject('/things/12?days=-3&rate=1.50&q=007');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ params: { id: 12 }, query: { days: -3, rate: 1.5, q: '007' } });
  });

  it('refuses text that TypeBox alone would turn into another number', async () => {
    // TypeBox's own conversion reads each of these as a valid id: 1, 1, 16, 2, 12, 2, 3.
    for (const id of ['1.5', '1e3', '0x10', '%202', '012', '2.9', '0b11']) {
      const res = await app.inject(`/things/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message, id).toMatch(/id/);
    }
    expect((await app.inject('/things/1?days=07')).statusCode).toBe(400);
    expect((await app.inject('/things/1?rate=.5')).statusCode).toBe(400);
    expect((await app.inject('/things/abc')).statusCode).toBe(400);
  });

  it('checks a JSON body as sent, without converting it', async () => {
    expect((await app.inject({ method: 'POST', url: '/things', payload: { weight: 1.5 } })).json()).toEqual({ weight: 1.5 });
    expect((await app.inject({ method: 'POST', url: '/things', payload: { weight: '1.5' } })).statusCode).toBe(400);
  });
});
