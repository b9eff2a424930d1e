// The steps after the first, each a chunk of its own: the form opens with step 1's code alone.
// The others arrive when the browser is idle, when a step's button is pointed at or focused, or
// at the latest when the step is opened.
import { lazy } from 'react';
import type { Step } from '../listing.schema';

const loaders = {
  2: () => import('../steps/StepParameters'),
  3: () => import('../steps/StepExtras'),
  4: () => import('../steps/StepMedia'),
  5: () => import('../steps/StepDescription'),
  6: () => import('./last-step'),
};

/** Starts loading a step's code (a module is fetched once, however often this is called). */
export function preloadStep(step: Step): Promise<unknown> {
  return step === 1 ? Promise.resolve() : loaders[step]();
}

export const StepParameters = lazy(() => loaders[2]().then((m) => ({ default: m.StepParameters })));
export const StepExtras = lazy(() => loaders[3]().then((m) => ({ default: m.StepExtras })));
export const StepMedia = lazy(() => loaders[4]().then((m) => ({ default: m.StepMedia })));
export const StepDescription = lazy(() => loaders[5]().then((m) => ({ default: m.StepDescription })));
export const StepTariff = lazy(() => loaders[6]().then((m) => ({ default: m.StepTariff })));
export const GuestDialog = lazy(() => loaders[6]().then((m) => ({ default: m.GuestDialog })));
export const SavedDialog = lazy(() => loaders[6]().then((m) => ({ default: m.SavedDialog })));
export const InsufficientFundsDialog = lazy(() => loaders[6]().then((m) => ({ default: m.InsufficientFundsDialog })));
