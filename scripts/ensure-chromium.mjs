// End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here). On a fresh Debian
// machine, as root, install it and the Thai fonts; elsewhere say what is missing.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  const hasFonts = existsSync('/usr/share/fonts/truetype/tlwg');
  if (existsSync(CHROMIUM) && hasFonts) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium or Thai fonts missing: run  sudo apt-get install -y chromium fonts-thai-tlwg`);
  }
  console.log('installing chromium and fonts-thai-tlwg from Debian …');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-thai-tlwg', { stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
