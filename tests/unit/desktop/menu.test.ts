import { describe, expect, it, vi } from 'vitest';
import { menuTemplate as template } from '../../../desktop/menu';

const history = { back: vi.fn(), forward: vi.fn() };
const menuTemplate = (platform: NodeJS.Platform, development: boolean, lang: 'ka' | 'en' | 'ru') => template(platform, development, lang, history);

const roles = (template: ReturnType<typeof menuTemplate>) =>
  template.flatMap((item) => [item.role, ...(Array.isArray(item.submenu) ? item.submenu.map((sub) => sub.role) : [])]).filter(Boolean);

const labels = (template: ReturnType<typeof menuTemplate>) =>
  template.flatMap((item) => [item.label, ...(Array.isArray(item.submenu) ? item.submenu.map((sub) => sub.label) : [])]).filter(Boolean);

describe('menuTemplate', () => {
  it('offers back and forward, reload and zoom, in Georgian', () => {
    const [view] = menuTemplate('linux', false, 'ka');
    expect(view?.label).toBe('ხედი');
    expect(roles(menuTemplate('linux', false, 'ka'))).toEqual(['reload', 'resetZoom', 'zoomIn', 'zoomOut']);
  });

  it.each([
    ['ka', ['რედაქტირება', 'ხედი', 'უკან', 'წინ', 'გადატვირთვა', 'საწყისი ზომა', 'გადიდება', 'დაპატარავება', 'დეველოპერის ხელსაწყოები']],
    ['en', ['Edit', 'View', 'Back', 'Forward', 'Reload', 'Actual size', 'Zoom in', 'Zoom out', 'Developer tools']],
    ['ru', ['Правка', 'Вид', 'Назад', 'Вперёд', 'Перезагрузить', 'Фактический размер', 'Увеличить', 'Уменьшить', 'Инструменты разработчика']],
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

  it.each([
    ['win32', 'Alt+Left', 'Alt+Right'],
    ['linux', 'Alt+Left', 'Alt+Right'],
    ['darwin', 'Cmd+[', 'Cmd+]'],
  ] as const)('steps back and forward with the browser keys of %s', (platform, back, forward) => {
    const view = menuTemplate(platform, false, 'en').at(-1)!.submenu as { label: string; accelerator?: string; click?: () => void }[];
    expect(view.slice(0, 2).map((item) => [item.label, item.accelerator])).toEqual([['Back', back], ['Forward', forward]]);
    view[0]!.click!();
    expect(history.back).toHaveBeenCalledOnce();
    view[1]!.click!();
    expect(history.forward).toHaveBeenCalledOnce();
    history.back.mockClear();
    history.forward.mockClear();
  });
});
