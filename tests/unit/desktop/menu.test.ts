// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { menuTemplate } from '../../../desktop/menu';

const roles = (template: ReturnType<typeof menuTemplate>) =>
  template.flatMap((item) => [item.role, ...(Array.isArray(item.submenu) ? item.submenu.map((sub) => sub.role) : [])]).filter(Boolean);

describe('menuTemplate', () => {
  it('offers reload and zoom, in Georgian', () => {
    const [view] = menuTemplate('linux', false);
    expect(view?.label).toBe('ხედი');
    expect(roles(menuTemplate('linux', false))).toEqual(['reload', 'resetZoom', 'zoomIn', 'zoomOut']);
  });

  it('offers devtools only in development', () => {
    expect(roles(menuTemplate('win32', false))).not.toContain('toggleDevTools');
    expect(roles(menuTemplate('linux', true))).toContain('toggleDevTools');
  });

  it('keeps the app and edit menus on macOS, where shortcuts need them', () => {
    expect(roles(menuTemplate('darwin', false))).toEqual(['appMenu', 'editMenu', 'reload', 'resetZoom', 'zoomIn', 'zoomOut']);
  });
});
