// The listing form kept in localStorage while it is filled in (§4): a reload, a crash or a trip to
// the sign-in page brings everything back; a successful save removes it. Its keys, and the removal
// of every draft on sign-out, are in src/state/listing-drafts.ts.
import { readStored, writeStored } from '../../state/storage';
import { EMPTY_SELECTION, parseSelection, type TariffSelection } from '../../ui/tariff-order/order-selection';
import { STEPS, type Step } from './listing.schema';
import { toListingValues, type ListingValues } from './listing-values';

export interface Draft {
  step: Step;
  /** the furthest step opened, which the step bar and Forward may open again */
  reached: Step;
  values: ListingValues;
  basket: TariffSelection;
  withBalance: 0 | 1;
}

/** Keeps the draft: with storage full or blocked, for as long as the page (a reload loses it). */
export const saveDraft = (key: string, draft: Draft): void => void writeStored(key, JSON.stringify(draft));

/** The stored draft, or null when there is none or it cannot be read. */
export function loadDraft(key: string): Draft | null {
  try {
    return readDraft(JSON.parse(readStored(key) ?? 'null'));
  } catch {
    return null;
  }
}

function readDraft(parsed: unknown): Draft | null {
  if (typeof parsed !== 'object' || parsed === null || !('values' in parsed)) return null;
  const values = parsed.values;
  if (typeof values !== 'object' || values === null) return null;
  const stored = 'step' in parsed ? parsed.step : undefined;
  const step = STEPS.find((s) => s === stored) ?? 1;
  const furthest = STEPS.find((s) => 'reached' in parsed && s === parsed.reached);
  return {
    step,
    reached: furthest !== undefined && furthest > step ? furthest : step,
    values: toListingValues({ ...values }),
    basket: 'basket' in parsed ? parseSelection(parsed.basket) : EMPTY_SELECTION,
    withBalance: 'withBalance' in parsed && parsed.withBalance === 0 ? 0 : 1,
  };
}

export const clearDraft = (key: string): void => void writeStored(key, null);
