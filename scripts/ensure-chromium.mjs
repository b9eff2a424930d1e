// The end-to-end tests drive Debian's Chromium (Playwright cannot download its own browser here).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const chromium = '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canInstall) {
  console.error(
    `${chromium} is missing. Install Debian's browser and fonts first:\n` +
      '  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-core',
  );
  process.exit(1);
}
console.log('Installing Debian packages chromium and fonts-noto-core for the end-to-end tests...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -q', { stdio: 'inherit', env });
execSync('apt-get install -y -q --no-install-recommends chromium fonts-noto-core', { stdio: 'inherit', env });
