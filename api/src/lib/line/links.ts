import { appLinkFor } from '../../../contract/app-links';
import type { Config } from '../../config';

/** The channel settings a link depends on. */
export type LinkChannels = Pick<Config['line'], 'liffId' | 'miniAppLiffId' | 'appOrigin'>;

/**
 * Every link into the member app the server writes (pushes, replies, the rich menu, service messages, the
 * product's chat link) comes from here: `https://miniapp.line.me/{MINIAPP_LIFF_ID}/path` once the MINI App is
 * configured, else `https://liff.line.me/{LIFF_ID}/path`, else the site (docs/decisions.md "Permanent links
 * follow the configured channel"). LINE opens either at the endpoint with the path as liff.state.
 */
export const appLink = (line: LinkChannels, path: string): string =>
  appLinkFor({ liffId: line.liffId, miniAppLiffId: line.miniAppLiffId, origin: line.appOrigin }, path);
