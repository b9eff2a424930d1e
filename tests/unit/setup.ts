import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadAllTexts } from '../../src/i18n/texts';

// every catalogue of texts in every language, as the server has them: a component reads its
// texts at once instead of suspending on its first render
beforeAll(() => loadAllTexts());

// jsdom has no modal dialogs: one opens and closes as a browser's does, telling its close
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom decodes no images: a decode settles at once, as a browser's does for one it has decoded
if (typeof HTMLImageElement !== 'undefined') HTMLImageElement.prototype.decode = () => Promise.resolve();

// vitest runs without globals, so Testing Library cannot unmount on its own
afterEach(cleanup);

// findBy… and waitFor wait for a state, not a duration: their limit is a stuck test's, not a speed
// check, and a loaded machine (CI's two cores under both test runners) can take more than the
// default second to render a screen's answer
configure({ asyncUtilTimeout: 5_000 });
