import { act } from '@testing-library/react';
import { useLayoutEffect, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * Renders `page` as the server does, then hydrates that HTML as the browser's entry does, `meanwhile`
 * run in between; resolves to the server's HTML, the container and what React reported of a mismatch.
 */
export async function renderAndHydrate(page: ReactElement, meanwhile?: () => void) {
  const container = document.body.appendChild(document.createElement('div'));
  const html = renderToString(page);
  container.innerHTML = html;
  meanwhile?.();
  const mismatches: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
  });
  const unmount = () => {
    act(() => root?.unmount());
    container.remove();
  };
  return { html, container, mismatches, unmount };
}

const pressed = new Set<() => void>();

/**
 * Renders `page` as the server does and hydrates it, `target` clicked in hydration's commit: after
 * its render, before its effects (among them a store's switch from the server's snapshot), as a
 * browser may answer a click between the two. Resolves to what React reported of a mismatch (a
 * mismatch renders anew on the client, and the press would then meet the client's snapshot).
 */
export async function hydratePressed(page: ReactElement, target: () => HTMLElement | null | undefined) {
  function PressedOnCommit() {
    useLayoutEffect(() => {
      const element = target();
      if (!element) throw new Error('nothing to press in the hydrated page');
      element.click();
    }, []);
    return null;
  }
  const whole = (
    <>
      {page}
      <PressedOnCommit />
    </>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(whole);
  const mismatches: unknown[] = [];
  await act(async () => {
    const root = hydrateRoot(container, whole, { onRecoverableError: (error) => mismatches.push(error) });
    pressed.add(() => {
      root.unmount();
      container.remove();
    });
  });
  return mismatches;
}

/** Unmounts what hydratePressed hydrated: in a test file's afterEach, before its globals are restored. */
export function unmountPressed(): void {
  act(() => pressed.forEach((unmount) => unmount()));
  pressed.clear();
}
