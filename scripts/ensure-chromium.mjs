// Debian's Chromium, which Playwright cannot download here: the end-to-end tests drive its
// headless shell (`npm test`), the bench its full browser (`npm run bench`). Installs the one
// named (the headless shell by default) with the fonts the pages need, as root, or says how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const browser = process.argv[2] ?? 'chromium-headless-shell';
const binary = `/usr/bin/${browser}`;
if (existsSync(binary)) process.exit(0);

const packages = `${browser} fonts-noto-core`;
const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canInstall) {
  console.error(`${binary} is missing. Install Debian's browser and fonts first:\n  sudo apt-get update && sudo apt-get install -y ${packages}`);
  process.exit(1);
}
console.log(`Installing Debian packages ${packages}...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -q', { stdio: 'inherit', env });
execSync(`apt-get install -y -q --no-install-recommends ${packages}`, { stdio: 'inherit', env });
