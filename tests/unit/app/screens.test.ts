import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as screens from '../../../src/app/screens';

const all = Object.entries(screens);

describe('the screens', () => {
  it('name their modules as the build manifest does, from the project root', () => {
    for (const [name, screen] of all) expect(existsSync(screen.module), name).toBe(true);
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
