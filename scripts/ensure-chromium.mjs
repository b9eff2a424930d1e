// The end-to-end tests drive Debian's Chromium headless shell, the bench its full browser
// (Playwright cannot download its own browsers here).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const binaries = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'];
const missing = binaries.filter((binary) => !existsSync(binary));
if (missing.length === 0) process.exit(0);

const packages = 'chromium chromium-headless-shell fonts-noto-core';
const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canInstall) {
  console.error(
    `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing. Install Debian's browser and fonts first:\n` +
      `  sudo apt-get update && sudo apt-get install -y ${packages}`,
  );
  process.exit(1);
}
console.log(`Installing Debian packages ${packages} for the end-to-end tests...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -q', { stdio: 'inherit', env });
execSync(`apt-get install -y -q --no-install-recommends ${packages}`, { stdio: 'inherit', env });
