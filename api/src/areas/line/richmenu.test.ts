import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { FAKE_ACCESS_TOKEN, lineTestConfig, startFakeLine } from '../../test/fake-line';
import { publishRichMenu, RICH_MENU_DEFINITION, RICH_MENU_IMAGE, richMenuFromDefinition } from './richmenu';

const LIFF_ID = '2000000000-abcd';

describe('rich menu', async () => {
  const line = await startFakeLine();
  afterAll(() => line.close());
  const config = lineTestConfig(line.url, { channelAccessToken: FAKE_ACCESS_TOKEN, liffId: LIFF_ID });

  it('the checked-in image fits the definition (LINE sizes) and the areas tile it: home, shop, saving, pawn list', async () => {
    const def = richMenuFromDefinition(config, readFileSync(RICH_MENU_DEFINITION, 'utf8'));
    const meta = await sharp(readFileSync(RICH_MENU_IMAGE)).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([def.size.width, def.size.height]);
    expect([
      [2500, 1686],
      [2500, 843],
    ]).toContainEqual([meta.width, meta.height]);
    expect(readFileSync(RICH_MENU_IMAGE).length).toBeLessThan(1024 * 1024);
    expect(def.areas.map((a) => a.action.uri)).toEqual([
      `https://liff.line.me/${LIFF_ID}`,
      `https://liff.line.me/${LIFF_ID}/shop`,
      `https://liff.line.me/${LIFF_ID}/saving`,
      `https://liff.line.me/${LIFF_ID}/repurchase`,
    ]);
    expect(def.areas.reduce((sum, a) => sum + a.bounds.width * a.bounds.height, 0)).toBe(def.size.width * def.size.height);
    const noLiff = richMenuFromDefinition(
      { liffId: undefined, appOrigin: 'https://shop.example' },
      readFileSync(RICH_MENU_DEFINITION, 'utf8'),
    );
    expect(noLiff.areas[2]!.action.uri).toBe('https://shop.example/saving');
  });

  it('creates the menu, uploads the image, makes it the default, and replaces an older one on a second run', async () => {
    const first = await publishRichMenu(config);
    expect(line.defaultRichMenu).toBe(first.richMenuId);
    const calls = line.requests.map((r) => `${r.method} ${r.path}`);
    expect(calls).toEqual([
      'POST /v2/bot/richmenu',
      `POST /v2/bot/richmenu/${first.richMenuId}/content`,
      `POST /v2/bot/user/all/richmenu/${first.richMenuId}`,
      'GET /v2/bot/richmenu/list',
    ]);
    const upload = line.requests[1]!;
    expect(upload.headers['content-type']).toBe('image/png');
    expect(upload.bytes).toBe(readFileSync(RICH_MENU_IMAGE).length);
    expect(line.requests.every((r) => r.headers.authorization === `Bearer ${FAKE_ACCESS_TOKEN}`)).toBe(true);
    expect(line.requests[0]!.json).toMatchObject({ name: 'goldshop-main', chatBarText: 'เมนูร้านทอง', selected: true });

    const second = await publishRichMenu(config);
    expect(second.deleted).toEqual([first.richMenuId]);
    expect([...line.richMenus.keys()]).toEqual([second.richMenuId]);
    expect(line.defaultRichMenu).toBe(second.richMenuId);
  });

  it('refuses without an access token, and fails loudly when LINE refuses', async () => {
    await expect(publishRichMenu({ ...config, channelAccessToken: undefined })).rejects.toThrow(/LINE_CHANNEL_ACCESS_TOKEN/);
    await expect(publishRichMenu({ ...config, channelAccessToken: 'wrong' })).rejects.toThrow(/401/);
  });

  it('`pnpm line:richmenu` (the script) publishes against the configured base URL', async () => {
    const before = line.richMenus.size;
    const root = resolve(import.meta.dirname, '../../../..');
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'api/scripts/richmenu.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        LINE_API_BASE: line.url,
        LINE_CHANNEL_ACCESS_TOKEN: FAKE_ACCESS_TOKEN,
        LIFF_ID,
        LINE_LOGIN_CHANNEL_ID: '1234',
      },
    });
    expect(stdout).toMatch(/rich menu richmenu-\d+ is live/);
    expect(line.richMenus.size).toBe(before); // the older one was replaced
    expect(line.defaultRichMenu).toBe([...line.richMenus.keys()][0]);
  }, 60_000);
});
