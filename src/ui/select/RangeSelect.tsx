import type { CSSProperties } from 'react';
import { formatNumber } from '../../domain/format';
import { controlsTexts } from '../../i18n/catalogues';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import { HiddenInput } from './HiddenInput';
import { RangeNumberInput } from './RangeNumberInput';
import { isTopBucket, rangeBoundText, slideRangeBound, typeRangeBound, type RangeValue } from './select-logic';
import './select.css';

export type { RangeValue } from './select-logic';

interface Props {
  label: string;
  min: number;
  max: number;
  /** the slider's, default 1 (§9): its arrow keys move by it; a typed bound is kept as typed */
  step?: number;
  value: RangeValue;
  onChange: (value: RangeValue) => void;
  /** how a bound is written with its unit (an amount in the language's currency format); by default a number in the page's language and `unit` */
  format?: (n: number) => string;
  /** beside the fields */
  unit?: string;
  nameFrom?: string;
  nameTo?: string;
  /** the range cannot be set: its limits are not known */
  disabled?: boolean;
  /** why it cannot be set, shown in place of its figures (none while its limits are on their way) */
  reason?: string;
}

/**
 * A min/max range: a two-thumb slider plus two number fields (§2, §5). `to` at or above `max`
 * is the open-ended top bucket, shown with '+' and emitted as `to: max`; the caller decides
 * what to send for it. An empty field emits null for that side. A thumb stops at the other one,
 * but a typed bound is kept as typed: the pair may come out inverted, for the caller to order.
 */
export function RangeSelect({ label, min, max, step = 1, value, onChange, format: formatBound, unit, nameFrom, nameTo, disabled = false, reason }: Props) {
  const t = useTexts(controlsTexts).select;
  const lang = useLang();
  const number = (n: number) => formatNumber(n, lang);
  const format = formatBound ?? (unit ? (n: number) => `${number(n)} ${unit}` : number);
  const limits = { min, max };
  const fromPos = Math.max(min, Math.min(value.from ?? min, max));
  const toPos = isTopBucket(value.to, max) ? max : Math.max(min, value.to ?? max);
  const text = (n: number) => rangeBoundText(n, max, format);
  const share = (n: number) => (max > min ? (n - min) / (max - min) : 0);
  // a pair typed the wrong way round (ordered when applied) still fills the track between its thumbs
  const track = { '--range-from': share(Math.min(fromPos, toPos)), '--range-to': share(Math.max(fromPos, toPos)) } as CSSProperties;
  // when both thumbs meet at the top, the lower one must stay on top to be grabbable
  const thumbs = [
    { side: 'from', position: fromPos, raised: fromPos >= toPos && toPos === max },
    { side: 'to', position: toPos, raised: false },
  ] as const;

  return (
    <fieldset className="range-select" disabled={disabled}>
      <legend className="range-select__legend">{label}</legend>
      <p className={`range-select__summary${disabled && !reason ? ' range-select__summary--hidden' : ''}`}>
        {disabled && reason ? reason : `${text(fromPos)} – ${text(toPos)}`}
      </p>
      <div className="range-select__slider" style={track}>
        {thumbs.map(({ side, position, raised }) => (
          <input
            key={side}
            type="range"
            className={`range-select__thumb${raised ? ' range-select__thumb--raised' : ''}`}
            aria-label={t[side]}
            aria-valuetext={text(position)}
            min={min}
            max={max}
            step={step}
            value={position}
            onChange={(event) => onChange(slideRangeBound(value, side, event.target.valueAsNumber, limits))}
          />
        ))}
      </div>
      <div className="range-select__fields">
        <RangeNumberInput
          label={t.from}
          value={value.from}
          placeholder={disabled ? '' : number(min)}
          unit={unit}
          onCommit={(n) => onChange(typeRangeBound(value, 'from', n, limits))}
        />
        <RangeNumberInput
          label={t.to}
          value={value.to}
          placeholder={disabled ? '' : `${number(max)}+`}
          unit={unit}
          onCommit={(n) => onChange(typeRangeBound(value, 'to', n, limits))}
        />
      </div>
      {nameFrom && <HiddenInput name={nameFrom} value={String(value.from ?? '')} />}
      {nameTo && <HiddenInput name={nameTo} value={String(value.to ?? '')} />}
    </fieldset>
  );
}
