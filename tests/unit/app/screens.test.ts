import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as screens from '../../../src/app/screens';

const all = Object.entries(screens);

describe('the screens', () => {
  it('name their modules as the build manifest does, from the project root', () => {
    for (const [name, screen] of all) expect(existsSync(screen.module), name).toBe(true);
  });

  it('declare every catalogue of texts their modules read, so it loads with their code', async () => {
    // the same reading of the sources as npm run size's
    const { textIds } = await import('../../../scripts/text-ids.mjs');
    for (const [name, screen] of all) {
      const read = [...textIds([resolve(screen.module)])].filter((id) => id !== 'app').sort();
      expect([...screen.texts].sort(), name).toEqual(read);
    }
  });

  // (before the next test loads every screen)
  it('render the loaded component itself once its code is in, a lazy one before', async () => {
    const { Home } = screens;
    const before = Home.component();
    const loaded = await Home.load();
    expect(before).not.toBe(loaded);
    expect(Home.component()).toBe(loaded);
  });

  it('load the component each names', async () => {
    for (const [name, screen] of all) expect(typeof (await screen.load()), name).toBe('function');
  }, 60_000);
});
