// `pnpm line:richmenu`: publish api/line/richmenu.json + richmenu.png as the official account's default
// rich menu. Reads LINE_CHANNEL_ACCESS_TOKEN, LIFF_ID (or PUBLIC_URL), LINE_API_BASE, LINE_API_DATA_BASE.
import { ConfigError, loadConfig } from '../src/config';
import { publishRichMenu } from '../src/areas/line/richmenu';

try {
  // ':memory:' so loading the configuration writes no JWT secret file: this script needs none.
  const config = loadConfig(process.env, { databasePath: ':memory:' });
  const { richMenuId } = await publishRichMenu(config.line, {}, (msg) => console.log(msg));
  console.log(`rich menu ${richMenuId} is live`);
} catch (err) {
  console.error(`line:richmenu failed: ${err instanceof ConfigError ? err.message : (err as Error).message}`);
  process.exit(1);
}
