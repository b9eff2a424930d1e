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

/**
 * Renders `page` as the server does and hydrates it, `target` clicked in hydration's commit: after
 * its render, before its effects (among them a store's switch from the server's snapshot), as a
 * browser may answer a click between the two.
 */
export function hydratePressed(page: ReactElement, target: () => HTMLElement | null | undefined) {
  function PressedOnCommit() {
    useLayoutEffect(() => target()?.click(), []);
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
  const root = hydrateRoot(container, whole);
  return () => {
    act(() => root.unmount());
    container.remove();
  };
}
