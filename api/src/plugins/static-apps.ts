import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built member app at / and the console at /admin/, each with an SPA fallback to its
 * index.html. Hashed assets are immutable; index.html is always revalidated so a deploy shows at once.
 */
export default fp(
  async (app) => {
    const member = join(app.config.appsRoot, 'liff-app/dist');
    const admin = join(app.config.appsRoot, 'admin-console/dist');
    const setHeaders = (reply: FastifyReply, path: string) => {
      const hashed = /[/\\]assets[/\\]/.test(path);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    };
    const hasMember = existsSync(join(member, 'index.html'));
    const hasAdmin = existsSync(join(admin, 'index.html'));
    if (hasMember) {
      await app.register(fastifyStatic, { root: member, prefix: '/', wildcard: false, index: false, setHeaders, preCompressed: true });
    }
    if (hasAdmin) {
      await app.register(fastifyStatic, {
        root: admin,
        prefix: '/admin/',
        decorateReply: !hasMember,
        wildcard: false,
        index: false,
        setHeaders,
        preCompressed: true,
      });
    }

    app.setNotFoundHandler((req, reply) => {
      const path = req.url.split('?')[0] ?? '';
      if (path.startsWith('/api/') || path === '/api' || req.method !== 'GET') {
        return reply.code(404).send({ message: 'ไม่พบข้อมูล', code: 'NOT_FOUND' });
      }
      if (/\.[a-z0-9]+$/i.test(path)) return reply.code(404).send({ message: 'ไม่พบไฟล์', code: 'NOT_FOUND' });
      const isAdmin = path === '/admin' || path.startsWith('/admin/');
      if (isAdmin && hasAdmin) return reply.header('Cache-Control', 'no-cache').sendFile('index.html', admin);
      if (!isAdmin && hasMember) return reply.header('Cache-Control', 'no-cache').sendFile('index.html', member);
      return reply.code(404).send({ message: 'ยังไม่ได้ build แอป (pnpm build)', code: 'APP_NOT_BUILT' });
    });
  },
  { name: 'static-apps', dependencies: ['config'] },
);
