// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePopover } from '../../../../src/app/layout/use-popover';

/** A header menu as the app's are: a button and, while open, its panel, both inside the root. */
function Menu() {
  const { open, toggle, root } = usePopover<HTMLDivElement>();
  return (
    <>
      <div ref={root}>
        <button type="button" aria-expanded={open} onClick={toggle}>
          menu
        </button>
        {open && (
          <nav aria-label="panel">
            <a href="#first">first</a>
            <p>a line of text</p>
            <a href="#last">last</a>
          </nav>
        )}
      </div>
      <a href="#page">a link of the page</a>
    </>
  );
}

function openMenu() {
  render(<Menu />);
  fireEvent.click(screen.getByRole('button', { name: 'menu' }));
  act(() => screen.getByRole('link', { name: 'first' }).focus());
}

describe('usePopover', () => {
  it('closes when the focus moves to the page outside it', () => {
    openMenu();
    act(() => screen.getByRole('link', { name: 'last' }).focus());
    expect(screen.getByRole('navigation', { name: 'panel' })).toBeInTheDocument();
    act(() => screen.getByRole('link', { name: 'a link of the page' }).focus());
    expect(screen.queryByRole('navigation', { name: 'panel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open while the focus moves within it, back to its button, or to nowhere', () => {
    openMenu();
    act(() => screen.getByRole('button', { name: 'menu' }).focus());
    act(() => screen.getByRole('link', { name: 'last' }).focus());
    // a tap on the panel's text, or the window left, takes the focus to no element
    act(() => screen.getByRole('link', { name: 'last' }).blur());
    expect(screen.getByRole('navigation', { name: 'panel' })).toBeInTheDocument();
  });
});
