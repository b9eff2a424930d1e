import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { secureWebPreferences } from '../../../desktop/security';
import { DEFAULT_STATE, MIN_SIZE, parseWindowState, readWindowState, windowOptions, writeWindowState } from '../../../desktop/window';

const screens = [{ x: 0, y: 0, width: 1920, height: 1050 }];

describe('parseWindowState', () => {
  it('restores a saved size, position and maximised flag', () => {
    expect(parseWindowState('{"x":100,"y":80,"width":1280,"height":800,"maximized":true}', screens)).toEqual({
      x: 100,
      y: 80,
      width: 1280,
      height: 800,
      maximized: true,
    });
  });

  it.each([null, '', 'not json', '[]', '{"width":"1280","height":800}', '{"width":1280}', '{"width":1.5,"height":800}', 'null'])(
    'falls back to the default for %j',
    (text) => {
      expect(parseWindowState(text, screens)).toEqual(DEFAULT_STATE);
    },
  );

  it('keeps the window at least the minimum size', () => {
    expect(parseWindowState('{"width":200,"height":100}', screens)).toMatchObject(MIN_SIZE);
  });

  it('drops a position that lies on no display (an unplugged monitor)', () => {
    const state = parseWindowState('{"x":3000,"y":100,"width":1280,"height":800,"maximized":false}', screens);
    expect(state).toEqual({ width: 1280, height: 800, maximized: false });
  });

  it('keeps a position on a second display', () => {
    const twoScreens = [...screens, { x: 1920, y: 0, width: 2560, height: 1400 }];
    expect(parseWindowState('{"x":3000,"y":100,"width":1280,"height":800}', twoScreens)).toMatchObject({ x: 3000, y: 100 });
  });
});

describe('window state file', () => {
  let dir: string | null = null;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = null;
  });

  it('round-trips through the JSON file and leaves no temporary file', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'realt-window-'));
    const file = path.join(dir, 'window-state.json');
    expect(readWindowState(file, screens)).toEqual(DEFAULT_STATE);
    writeWindowState(file, { x: 10, y: 20, width: 1300, height: 700 }, false);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ x: 10, y: 20, width: 1300, height: 700, maximized: false });
    expect(readWindowState(file, screens)).toEqual({ x: 10, y: 20, width: 1300, height: 700, maximized: false });
    expect(existsSync(`${file}.tmp`)).toBe(false);
  });
});

describe('windowOptions', () => {
  it('applies the state, the minimum size and the locked-down webPreferences', () => {
    const options = windowOptions({ x: 5, y: 6, width: 1200, height: 800, maximized: true }, '/app/preload.cjs', false);
    expect(options).toMatchObject({ x: 5, y: 6, width: 1200, height: 800, minWidth: MIN_SIZE.width, minHeight: MIN_SIZE.height, show: false });
    expect(options).not.toHaveProperty('maximized');
    expect(options.webPreferences).toEqual(secureWebPreferences('/app/preload.cjs', false));
  });
});
