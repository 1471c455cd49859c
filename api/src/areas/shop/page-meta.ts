import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { schema } from '@goldshop/db';
import { memberShell, escapeHtml, scriptJson } from '../../lib/member-shell';
import { imageAsJpeg, imageSrcSet, publicImagePath } from '../../../contract/image';
import { type CatalogueItem, type ProductPage, SHOP_PAGE_SIZE, shopCalls } from '../../../contract/shop';
import { appGetUrl, EARLY_ANSWERS_ID, urlOf } from '../../../contract/endpoint';
import { systemCalls } from '../../../contract/system';
import { contentCalls } from '../../../contract/content';
import { shopProfile } from '../content/shop-profile';
import { productByCode, productName, toCatalogueItem } from './product-page';

/*
 * The product pages as the server answers them (docs/decisions.md "A product's page, told from the server"):
 * /shop/<code> is the member app's shell with the piece's title, description, Open Graph and a JSON-LD Product
 * with its offer, so a link pasted in LINE or Facebook previews the piece; /sitemap.xml lists the public pages
 * and every product. Registered only where the server serves the built apps.
 */

/** The member app's public pages (docs/product.md "Member app: routes and navigation"), for the sitemap. */
const PUBLIC_PAGES = ['/', '/shop', '/about', '/branches', '/gold-price'];

/** The answer of an app page while the app is not built (as plugins/static-apps.ts gives it). */
export const APP_NOT_BUILT = { message: 'ยังไม่ได้ build แอป (pnpm build)', code: 'APP_NOT_BUILT' } as const;

/**
 * A photo the page shows first, asked for with the HTML rather than after the app's script and the API's answer
 * (the page's largest paint on a phone). `sizes` and the srcset are the page's own <img>'s, so the browser takes
 * the same copy and fetches it once (docs/decisions.md "The shop's first photos come with the page").
 */
const preloadPhoto = (src: string, sizes: string) =>
  `<link rel="preload" as="image" href="${escapeHtml(src)}" imagesrcset="${escapeHtml(imageSrcSet(src) ?? '')}" imagesizes="${sizes}" fetchpriority="high" />`;

/**
 * Public GETs the page's first view asks for, answered here by the server's own routes (so each is exactly what
 * the call would answer, its rate limit counted against the visitor) and given with the page under the app's own
 * addresses (docs/decisions.md "A first view's answers come with the page"): the app draws its first view once,
 * with its data, instead of once per answer. One that does not answer 200 is left out, and the app asks for it.
 * Only calls that answer from the database: the gold price's `/latest` may wait on its source, so it is not here.
 */
async function earlyAnswers(app: FastifyInstance, req: FastifyRequest, urls: string[]): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  await Promise.all(
    urls.map(async (url) => {
      const res = await app.inject({ method: 'GET', url, remoteAddress: req.ip });
      if (res.statusCode === 200) answers[url] = res.json();
    }),
  );
  return answers;
}

/** The answers as the element the member app reads them from (liff-app/src/lib/early-answers.ts). */
const earlyAnswersScript = (answers: Record<string, unknown>) =>
  `<script id="${EARLY_ANSWERS_ID}" type="application/json">${scriptJson({ at: Date.now(), answers })}</script>`;

/** The catalogue's first page as /shop asks for it (lib/shop-query.ts in the member app). */
const FIRST_PAGE = { page: 1, pageSize: SHOP_PAGE_SIZE };

/** What every screen's shell asks for first: the runtime settings and the shop's profile. */
const SHELL_CALLS = [urlOf(systemCalls.config), urlOf(contentCalls.shopProfile)].map(appGetUrl);

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const pageMeta: FastifyPluginAsync = async (app) => {
  const shell = memberShell(app.config.appsRoot);
  const origin = app.config.line.appOrigin;
  const pageUrl = (code: string) => `${origin}/shop/${encodeURIComponent(code)}`;
  // JPEG: LINE's link preview and Flex cards take no WebP (docs/decisions.md "A piece shared as a LINE card").
  const imageUrl = (hash: string) => `${origin}${imageAsJpeg(publicImagePath(hash))}`;

  // Without the built app there is no page to tell the piece in: the same answer as every app page then
  // (plugins/static-apps.ts), as JSON. Sent with its own type: an object under the HTML type set for the page
  // is a payload Fastify refuses, which answered 500.
  const pricing = () => ({ paused: Boolean(app.priceRules.get().pausedAt), price: app.goldPrice.inUse() });

  const notBuilt = (reply: FastifyReply) =>
    reply.code(404).header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(APP_NOT_BUILT);

  app.get<{ Params: { code: string } }>('/shop/:code', async (req, reply) => {
    const r = req.params.code.length <= 50 ? productByCode(app.db, req.params.code) : undefined;
    if (!r) {
      // The app's own page says the piece is not there; the status tells crawlers and previews the same.
      const plain = shell.plain();
      return plain === null
        ? notBuilt(reply)
        : reply.code(404).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(plain);
    }
    const names = new Map(
      app.db
        .select()
        .from(schema.categories)
        .all()
        .map((c) => [c.id, c.catName]),
    );
    const item = toCatalogueItem(r, (hash) => hash, pricing(), names);
    const shopName = shopProfile(app.db).name;
    const name = productName(r, names.get(r.catId) ?? '');
    const title = `${name} รหัส ${r.code} | ${shopName}`;
    const weight = `${Number(r.weight.toFixed(4))} ${r.unit}${item.grams !== null && r.unit !== 'กรัม' ? ` (${item.grams} กรัม)` : ''}`;
    const price = item.price === null ? '' : ` ราคาวันนี้ ${item.price.toLocaleString('en-US')} บาท`;
    const description = `${name} ทองคำ ${item.purity}% น้ำหนัก ${weight}${price}`;
    const url = pageUrl(r.code);
    const image = r.img ? imageUrl(r.img) : null;
    // The piece's own answer (its gallery's first photo is preloaded from it), and whether the gold account is
    // offered (its exchange link: pages/product/GoldExchangeLink.tsx).
    const pieceUrl = appGetUrl(urlOf(shopCalls.productPage, { params: { code: r.code } }));
    const answers = await earlyAnswers(app, req, [...SHELL_CALLS, pieceUrl, appGetUrl(urlOf(contentCalls.goldVisible))]);
    const firstPhoto = (answers[pieceUrl] as ProductPage | undefined)?.images[0]?.src;
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      sku: r.code,
      description,
      ...(image && { image: [image] }),
      ...(r.maker.trim() && { brand: { '@type': 'Brand', name: r.maker.trim() } }),
      ...(item.price !== null && {
        offers: {
          '@type': 'Offer',
          priceCurrency: 'THB',
          price: item.price.toFixed(2),
          url,
          ...(item.priceAt && { priceValidUntil: item.priceAt.slice(0, 10) }),
        },
      }),
    };
    const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`;
    const extra = [
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      meta('og:type', 'product'),
      meta('og:site_name', shopName),
      meta('og:title', title),
      meta('og:description', description),
      meta('og:url', url),
      ...(image ? [meta('og:image', image)] : []),
      ...(firstPhoto ? [preloadPhoto(firstPhoto, '100vw')] : []),
      `<script type="application/ld+json">${scriptJson(ld)}</script>`,
      earlyAnswersScript(answers),
    ].join('');
    const html = shell.withHead({ title, description, extra });
    if (html === null) return notBuilt(reply);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  // The catalogue as a first visit lands on it (no filter in the address): its first two cards' photos, which
  // the page loads at once (ProductCard `eager`), come with the HTML. With a filter the page asks as usual.
  app.get('/shop', async (req, reply) => {
    const plain = shell.plain();
    if (plain === null) return notBuilt(reply);
    const filtered = Object.keys(req.query as object).length > 0;
    const listUrl = appGetUrl(urlOf(shopCalls.catalogue, { query: FIRST_PAGE }));
    const lists = filtered ? [] : [appGetUrl(urlOf(shopCalls.categories)), listUrl];
    const answers = await earlyAnswers(app, req, [...SHELL_CALLS, ...lists]);
    const first = (answers[listUrl] as { data: CatalogueItem[] } | undefined)?.data.slice(0, 2) ?? [];
    const extra = first.flatMap((p) => (p.img ? [preloadPhoto(p.img, '228px')] : [])).join('') + earlyAnswersScript(answers);
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(plain.replace('</head>', () => `${extra}</head>`));
  });

  app.get('/sitemap.xml', async (_req, reply) => {
    const codes = app.db.select({ code: schema.products.code }).from(schema.products).all();
    const urls = [...PUBLIC_PAGES.map((p) => `${origin}${p}`), ...codes.map((c) => pageUrl(c.code))];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
      .map((u) => `  <url><loc>${xml(u)}</loc></url>`)
      .join('\n')}\n</urlset>\n`;
    return reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8').send(body);
  });
};
export default pageMeta;
