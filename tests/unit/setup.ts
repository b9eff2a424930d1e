import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadAllTexts } from '../../src/i18n/texts';

// every catalogue of texts in every language, as the server has them: a component reads its
// texts at once instead of suspending on its first render
beforeAll(() => loadAllTexts());

// vitest runs without globals, so Testing Library cannot unmount on its own
afterEach(cleanup);
