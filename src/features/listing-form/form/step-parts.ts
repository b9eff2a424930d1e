// The steps after the first, each a chunk of its own: the form opens with step 1's code alone.
// The others arrive when the browser is idle, when a step's button is pointed at or focused, or
// at the latest when the step is opened.
import { lazyPart } from '../../../ui/load/lazy-part';
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

export const StepParameters = lazyPart(() => loaders[2]().then((m) => m.StepParameters));
export const StepExtras = lazyPart(() => loaders[3]().then((m) => m.StepExtras));
export const StepMedia = lazyPart(() => loaders[4]().then((m) => m.StepMedia));
export const StepDescription = lazyPart(() => loaders[5]().then((m) => m.StepDescription));
export const StepTariff = lazyPart(() => loaders[6]().then((m) => m.StepTariff));
export const GuestDialog = lazyPart(() => loaders[6]().then((m) => m.GuestDialog));
export const SavedDialog = lazyPart(() => loaders[6]().then((m) => m.SavedDialog));
export const InsufficientFundsDialog = lazyPart(() => loaders[6]().then((m) => m.InsufficientFundsDialog));
