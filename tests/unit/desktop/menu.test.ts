import { describe, expect, it } from 'vitest';
import { menuTemplate } from '../../../desktop/menu';

const roles = (template: ReturnType<typeof menuTemplate>) =>
  template.flatMap((item) => [item.role, ...(Array.isArray(item.submenu) ? item.submenu.map((sub) => sub.role) : [])]).filter(Boolean);

const labels = (template: ReturnType<typeof menuTemplate>) =>
  template.flatMap((item) => [item.label, ...(Array.isArray(item.submenu) ? item.submenu.map((sub) => sub.label) : [])]).filter(Boolean);

describe('menuTemplate', () => {
  it('offers reload and zoom, in Georgian', () => {
    const [view] = menuTemplate('linux', false, 'ka');
    expect(view?.label).toBe('ხედი');
    expect(roles(menuTemplate('linux', false, 'ka'))).toEqual(['reload', 'resetZoom', 'zoomIn', 'zoomOut']);
  });

  it.each([
    ['ka', ['რედაქტირება', 'ხედი', 'გადატვირთვა', 'საწყისი ზომა', 'გადიდება', 'დაპატარავება', 'დეველოპერის ხელსაწყოები']],
    ['en', ['Edit', 'View', 'Reload', 'Actual size', 'Zoom in', 'Zoom out', 'Developer tools']],
    ['ru', ['Правка', 'Вид', 'Перезагрузить', 'Фактический размер', 'Увеличить', 'Уменьшить', 'Инструменты разработчика']],
  ] as const)('labels every item in %s', (lang, expected) => {
    expect(labels(menuTemplate('darwin', true, lang))).toEqual(expected);
    expect(roles(menuTemplate('darwin', true, lang))).toEqual(['appMenu', 'editMenu', 'reload', 'resetZoom', 'zoomIn', 'zoomOut', 'toggleDevTools']);
  });

  it('offers devtools only in development', () => {
    expect(roles(menuTemplate('win32', false, 'ka'))).not.toContain('toggleDevTools');
    expect(roles(menuTemplate('linux', true, 'ka'))).toContain('toggleDevTools');
  });

  it('keeps the app and edit menus on macOS, where shortcuts need them', () => {
    expect(roles(menuTemplate('darwin', false, 'ka'))).toEqual(['appMenu', 'editMenu', 'reload', 'resetZoom', 'zoomIn', 'zoomOut']);
  });
});
