import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messagingApi } from '@line/bot-sdk';
import type { Config } from '../../config';
import { appLink, type LinkChannels } from '../../lib/line/links';

const lineDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../line');
export const RICH_MENU_DEFINITION = resolve(lineDir, 'richmenu.json');
export const RICH_MENU_IMAGE = resolve(lineDir, 'richmenu.png');

export interface RichMenuDefinition {
  size: { width: number; height: number };
  selected: boolean;
  name: string;
  chatBarText: string;
  areas: { bounds: { x: number; y: number; width: number; height: number }; action: { type: string; label?: string; uri?: string } }[];
}

/** The checked-in definition with each `{app}/path` made a permanent link of the configured channel (lib/line/links.ts). */
export function richMenuFromDefinition(line: LinkChannels, text: string): RichMenuDefinition {
  const def = JSON.parse(text) as RichMenuDefinition;
  for (const area of def.areas) {
    const { action } = area;
    if (action.type === 'uri' && action.uri?.startsWith('{app}')) action.uri = appLink(line, action.uri.slice('{app}'.length) || '/');
  }
  return def;
}

/**
 * `pnpm line:richmenu`: creates the official account's rich menu from api/line/richmenu.json, uploads
 * api/line/richmenu.png, makes it every user's default, then deletes older menus of the same name (so
 * running it again replaces the menu instead of piling them up).
 */
export async function publishRichMenu(
  line: Config['line'],
  files: { definition?: string; image?: string } = {},
  log: (msg: string) => void = () => {},
): Promise<{ richMenuId: string; deleted: string[] }> {
  if (!line.channelAccessToken) throw new Error('LINE_CHANNEL_ACCESS_TOKEN is not set: cannot create the rich menu');
  if (!line.liffId && !line.miniAppLiffId)
    log('neither MINIAPP_LIFF_ID nor LIFF_ID is set: the menu links to PUBLIC_URL instead of the app in LINE');
  const def = richMenuFromDefinition(line, readFileSync(files.definition ?? RICH_MENU_DEFINITION, 'utf8'));
  const png = readFileSync(files.image ?? RICH_MENU_IMAGE);
  if (png.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('the rich menu image is not a PNG');

  const client = new messagingApi.MessagingApiClient({ channelAccessToken: line.channelAccessToken, baseURL: line.apiBase });
  const blob = new messagingApi.MessagingApiBlobClient({ channelAccessToken: line.channelAccessToken, baseURL: line.dataApiBase });

  const { richMenuId } = await client.createRichMenu(def as messagingApi.RichMenuRequest);
  log(`created rich menu ${richMenuId}`);
  await blob.setRichMenuImage(richMenuId, new Blob([png], { type: 'image/png' }));
  log('uploaded its image');
  await client.setDefaultRichMenu(richMenuId);
  log('set it as the default menu');

  const deleted: string[] = [];
  const { richmenus } = await client.getRichMenuList();
  for (const old of richmenus) {
    if (old.name === def.name && old.richMenuId !== richMenuId) {
      await client.deleteRichMenu(old.richMenuId);
      deleted.push(old.richMenuId);
    }
  }
  if (deleted.length) log(`deleted older menus: ${deleted.join(', ')}`);
  return { richMenuId, deleted };
}
