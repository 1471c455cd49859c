// End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here), which also renders members'
// PDF statements, read back in their test with pdftotext (poppler-utils). On a fresh Debian machine, as root,
// install them and the Thai fonts; elsewhere say what is missing.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  const hasFonts = existsSync('/usr/share/fonts/truetype/tlwg');
  if (existsSync(CHROMIUM) && hasFonts && existsSync('/usr/bin/pdftotext')) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium, Thai fonts or pdftotext missing: run  sudo apt-get install -y chromium fonts-thai-tlwg poppler-utils`);
  }
  console.log('installing chromium, fonts-thai-tlwg and poppler-utils from Debian …');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-thai-tlwg poppler-utils', {
    stdio: 'inherit',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
