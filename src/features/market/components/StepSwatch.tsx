import { stepClass, stepMark } from '../colour-scale';

/** A step's colour with its number, as its districts' markers show it (the text beside it names it). */
export function StepSwatch({ step }: { step: number | null }) {
  return (
    <span className={`market-swatch ${stepClass(step)}`} aria-hidden="true">
      {stepMark(step)}
    </span>
  );
}
