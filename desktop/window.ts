// The main window's options and its remembered size and position (a JSON file in userData),
// without Electron: main.ts passes in the displays' work areas and the window's bounds.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { BrowserWindowConstructorOptions, Rectangle } from 'electron';
import { secureWebPreferences } from './security';
import { desktopKa } from './texts.ka';

export const WINDOW_STATE_FILE = 'window-state.json';

export interface WindowState {
  width: number;
  height: number;
  /** absent when the window should be centred by the system */
  x?: number;
  y?: number;
  maximized: boolean;
}

export const MIN_SIZE = { width: 960, height: 640 } as const;
export const DEFAULT_STATE: WindowState = { width: 1440, height: 900, maximized: false };

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

function overlaps(a: Rectangle, b: Rectangle): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The saved state, or the default for a missing or malformed file. The size is kept within the
 * minimum, and the position is dropped when the window would land on no display (a monitor that
 * has since been unplugged), so the window never opens off-screen.
 */
export function parseWindowState(text: string | null, workAreas: readonly Rectangle[]): WindowState {
  let raw: unknown;
  try {
    raw = text === null ? null : JSON.parse(text);
  } catch {
    raw = null;
  }
  if (!raw || typeof raw !== 'object' || !('width' in raw) || !('height' in raw) || !isInt(raw.width) || !isInt(raw.height)) {
    return { ...DEFAULT_STATE };
  }
  const state: WindowState = {
    width: Math.max(raw.width, MIN_SIZE.width),
    height: Math.max(raw.height, MIN_SIZE.height),
    maximized: 'maximized' in raw && raw.maximized === true,
  };
  if ('x' in raw && 'y' in raw && isInt(raw.x) && isInt(raw.y)) {
    const bounds = { x: raw.x, y: raw.y, width: state.width, height: state.height };
    if (workAreas.some((area) => overlaps(bounds, area))) Object.assign(state, { x: raw.x, y: raw.y });
  }
  return state;
}

export function readWindowState(file: string, workAreas: readonly Rectangle[]): WindowState {
  let text: string | null;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text = null;
  }
  return parseWindowState(text, workAreas);
}

/** Written through a temporary file and a rename, so a crash never leaves half a JSON file. */
export function writeWindowState(file: string, bounds: Rectangle, maximized: boolean): void {
  const state: WindowState = { ...bounds, maximized };
  writeFileSync(`${file}.tmp`, JSON.stringify(state));
  renameSync(`${file}.tmp`, file);
}

export function windowOptions(state: WindowState, preload: string, development: boolean): BrowserWindowConstructorOptions {
  const { maximized: _, ...bounds } = state;
  return {
    ...bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: desktopKa.appName,
    // shown on ready-to-show, so the window never flashes white before the app paints
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: secureWebPreferences(preload, development),
  };
}
