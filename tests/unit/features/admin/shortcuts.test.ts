// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { commandFor, isTyping, legend, type KeyLike } from '../../../../src/features/admin/moderation/shortcuts';

const press = (key: string, code = '', extra: Partial<KeyLike> = {}): KeyLike => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  target: document.body,
  ...extra,
});

describe('the moderation shortcuts', () => {
  it('maps J/K, the arrows, A, R, D, T, ? and Escape', () => {
    expect(commandFor(press('j', 'KeyJ'))).toBe('next');
    expect(commandFor(press('ArrowDown', 'ArrowDown'))).toBe('next');
    expect(commandFor(press('k', 'KeyK'))).toBe('previous');
    expect(commandFor(press('ArrowUp', 'ArrowUp'))).toBe('previous');
    expect(commandFor(press('a', 'KeyA'))).toBe('approve');
    expect(commandFor(press('r', 'KeyR'))).toBe('reject');
    expect(commandFor(press('d', 'KeyD'))).toBe('delete');
    expect(commandFor(press('t', 'KeyT'))).toBe('telegram');
    expect(commandFor(press('?', 'Slash'))).toBe('legend');
    expect(commandFor(press('Escape', 'Escape'))).toBe('closeLegend');
  });

  it('leaves the arrows to scroll the open listing when the focus is in its body; J and K still move', () => {
    const panel = document.createElement('article');
    panel.className = 'listing-panel';
    const title = panel.appendChild(document.createElement('h2'));
    const body = panel.appendChild(document.createElement('div'));
    body.className = 'listing-panel__body';
    const photo = body.appendChild(document.createElement('button'));
    document.body.append(panel);
    // from the header (its title has the focus once a listing opens) the arrows still move
    expect(commandFor(press('ArrowDown', 'ArrowDown', { target: title }))).toBe('next');
    expect(commandFor(press('ArrowDown', 'ArrowDown', { target: photo }))).toBeNull();
    expect(commandFor(press('ArrowUp', 'ArrowUp', { target: photo }))).toBeNull();
    expect(commandFor(press('j', 'KeyJ', { target: photo }))).toBe('next');
    expect(commandFor(press('a', 'KeyA', { target: photo }))).toBe('approve');
    panel.remove();
  });

  it('reads letters from the physical key, so the Georgian layout works too', () => {
    expect(commandFor(press('ა', 'KeyA'))).toBe('approve');
    expect(commandFor(press('ჯ', 'KeyJ'))).toBe('next');
    expect(commandFor(press('A', 'KeyA'))).toBe('approve');
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(commandFor(press('x', 'KeyX'))).toBeNull();
    expect(commandFor(press('Enter', 'Enter'))).toBeNull();
    expect(commandFor(press('r', 'KeyR', { ctrlKey: true }))).toBeNull();
    expect(commandFor(press('d', 'KeyD', { metaKey: true }))).toBeNull();
    expect(commandFor(press('a', 'KeyA', { altKey: true }))).toBeNull();
  });

  it('is ignored while typing in an input, a text area or a select, or inside a dialog', () => {
    document.body.innerHTML = `
      <input id="text" /><textarea id="area"></textarea><select id="choice"></select>
      <div contenteditable="true" id="editable"></div>
      <dialog open><button id="in-dialog">ok</button></dialog><button id="plain">ok</button>`;
    for (const id of ['text', 'area', 'choice', 'editable', 'in-dialog']) {
      const target = document.getElementById(id);
      expect(isTyping(target)).toBe(true);
      expect(commandFor(press('a', 'KeyA', { target }))).toBeNull();
    }
    expect(commandFor(press('a', 'KeyA', { target: document.getElementById('plain') }))).toBe('approve');
  });

  it('works from a ticked checkbox, a radio or a button: only a control that takes typed text stops it', () => {
    document.body.innerHTML = `
      <input type="checkbox" id="check" /><input type="radio" id="radio" /><input type="button" id="button" value="ok" />
      <input id="untyped" /><input type="search" id="search" /><input type="number" id="number" /><input type="email" id="email" />
      <input type="date" id="date" /><div contenteditable="plaintext-only" id="plain-editable"></div>
      <dialog open><input type="radio" id="in-dialog" /></dialog>`;
    for (const id of ['check', 'radio', 'button']) {
      const target = document.getElementById(id);
      expect(isTyping(target)).toBe(false);
      expect(commandFor(press('j', 'KeyJ', { target }))).toBe('next');
      expect(commandFor(press('a', 'KeyA', { target }))).toBe('approve');
    }
    for (const id of ['untyped', 'search', 'number', 'email', 'date', 'plain-editable', 'in-dialog']) {
      expect(isTyping(document.getElementById(id))).toBe(true);
    }
  });

  it('ignores a held action key, so holding A cannot approve listing after listing', () => {
    for (const [key, code] of [['a', 'KeyA'], ['r', 'KeyR'], ['d', 'KeyD'], ['t', 'KeyT'], ['?', 'Slash']]) {
      expect(commandFor(press(key ?? '', code ?? '', { repeat: true }))).toBeNull();
    }
    // moving through the list with a held key stays possible
    expect(commandFor(press('j', 'KeyJ', { repeat: true }))).toBe('next');
    expect(commandFor(press('ArrowUp', 'ArrowUp', { repeat: true }))).toBe('previous');
  });

  it('lists every command in the legend', () => {
    expect(legend.map((row) => row.command)).toEqual(['next', 'previous', 'approve', 'reject', 'delete', 'telegram', 'legend', 'closeLegend']);
  });
});
