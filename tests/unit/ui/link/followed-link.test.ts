// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { followedLink } from '../../../../src/ui/link/followed-link';

const click = (target: EventTarget | null | undefined, keys: Partial<Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>> = {}) => ({
  target: target ?? null,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  ...keys,
});

describe('the link a click follows in this tab', () => {
  document.body.innerHTML = '<a href="/realt/catalog"><span>Sale</span></a><a href="/a" target="_blank">New tab</a><a href="/b" download>File</a><a href="/c" target="_self">Self</a><p>Text</p>';
  const [sale, blank, file, self] = [...document.querySelectorAll('a')];
  const inner = document.querySelector('span');

  it('is the link around what a plain main-button click hit', () => {
    expect(followedLink(click(inner))).toBe(sale);
    expect(followedLink(click(self))).toBe(self);
  });

  it('is none for a modifier key, another button, a new tab, a download or no link', () => {
    for (const keys of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) expect(followedLink(click(sale, keys))).toBeNull();
    expect(followedLink(click(blank))).toBeNull();
    expect(followedLink(click(file))).toBeNull();
    expect(followedLink(click(document.querySelector('p')))).toBeNull();
  });
});
