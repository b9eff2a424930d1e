import { useId, type ReactNode } from 'react';
import { cssColour } from '../../domain/colour';
import { formatGel } from '../../domain/format';
import { localized } from '../../domain/localized';
import { labelOf, useOptions } from '../../domain/options';
import { tariffOrderTexts } from '../../i18n/catalogues';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import { fieldDescription } from '../form/FieldFrame';
import { isChosen, isEmpty, isMainTariff, maxDays, minDays, setDays, setTelegram, toggleTariff, type Tariff, type TariffName, type TariffSelection } from './order-selection';
import '../form/field.css';
import './tariff-order.css';

interface Props {
  tariffs: readonly Tariff[];
  selection: TariffSelection;
  onChange: (selection: TariffSelection) => void;
  /** the §5 message of each line whose days are not acceptable */
  errors?: Partial<Record<TariffName, string>>;
  /** a line's days field has been left (its message may show from then on) */
  onLeave?: (name: TariffName) => void;
}

/**
 * The tariffs (one at most: picking one drops the other) and the services (any) of GET /api/tariffs,
 * each with its days, and the Telegram publication. Controlled: the caller keeps the selection.
 */
export function TariffPicker({ tariffs, selection, onChange, errors = {}, onLeave }: Props) {
  const t = useTexts(tariffOrderTexts);
  const o = useOptions();
  const lang = useLang();
  const main = tariffs.filter((tariff) => isMainTariff(tariff.name));
  const services = tariffs.filter((tariff) => !isMainTariff(tariff.name));
  const chosenMain = main.find((tariff) => isChosen(selection, tariff.name));

  const card = (tariff: Tariff, control: ReactNode) => (
    <div key={tariff.id} className={`tariff-card${isChosen(selection, tariff.name) ? ' tariff-card--chosen' : ''}`}>
      <label className="tariff-card__head">
        {control}
        <span className="tariff-card__title">
          <Swatch colour={tariff.color} />
          {labelOf(o.tariffNames, tariff.name) || localized(tariff, 'title', lang)}
        </span>
        <span className="tariff-card__price">{t.perDay(formatGel(tariff.price, lang))}</span>
      </label>
      {isChosen(selection, tariff.name) && (
        <DaysInput
          tariff={tariff}
          value={selection.days[tariff.name] ?? ''}
          error={errors[tariff.name]}
          onChange={(days) => onChange(setDays(selection, tariff.name, days))}
          onLeave={() => onLeave?.(tariff.name)}
        />
      )}
    </div>
  );

  // the promotion tariffs (one at a time) and the extra services, each a group of checkable cards
  // the hint is the group's description: a screen reader entering it hears "one at a time" with its name
  const groupId = useId();
  const group = (kind: 'tariffs' | 'services', title: string, hint: string, list: readonly Tariff[], chosen: (tariff: Tariff) => boolean) => (
    <fieldset className="tariff-picker__group" aria-describedby={`${groupId}-${kind}`}>
      <legend className="tariff-picker__legend">{title}</legend>
      <p id={`${groupId}-${kind}`} className="tariff-picker__hint">
        {hint}
      </p>
      <div className="tariff-picker__grid">
        {list.map((tariff) =>
          card(
            tariff,
            <input type="checkbox" className="tariff-card__check" checked={chosen(tariff)} onChange={() => onChange(toggleTariff(selection, tariff))} />,
          ),
        )}
      </div>
    </fieldset>
  );

  return (
    <div className="tariff-picker">
      {group('tariffs', t.tariffsTitle, t.tariffsHint, main, (tariff) => chosenMain?.name === tariff.name)}
      {group('services', t.servicesTitle, t.servicesHint, services, (tariff) => isChosen(selection, tariff.name))}
      <label className={`tariff-picker__telegram${isEmpty(selection) ? ' is-disabled' : ''}`}>
        <input
          type="checkbox"
          checked={selection.telegram}
          disabled={isEmpty(selection)}
          onChange={(event) => onChange(setTelegram(selection, event.target.checked))}
        />
        <span>
          <span className="tariff-picker__telegram-title">{t.telegram}</span>
          <span className="tariff-picker__hint">{t.telegramHint}</span>
        </span>
      </label>
    </div>
  );
}

/**
 * The days of a chosen line, with the range they may take under the field (and the message for days
 * it cannot take). Controlled and without a `name` on purpose: inside a felte form a named input is
 * also written by felte, which would put the old value back while typing.
 */
function DaysInput({ tariff, value, error, onChange, onLeave }: { tariff: Tariff; value: string; error?: string; onChange: (days: string) => void; onLeave: () => void }) {
  const t = useTexts(tariffOrderTexts);
  const o = useOptions();
  const id = useId();
  const title = labelOf(o.tariffNames, tariff.name) || localized(tariff, 'title', useLang());
  const hint = t.daysRange(minDays(tariff), maxDays(tariff));
  return (
    <div className={`field tariff-card__days${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {t.daysOf(title)}
      </label>
      <div className="field__control">
        <input
          id={id}
          className="field__input"
          inputMode="numeric"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescription(id, { hint, error })}
          onChange={(event) => onChange(event.target.value.trim())}
          onBlur={onLeave}
        />
        <span className="tariff-card__unit">{t.days}</span>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A tariff's colour beside its name, when the API gives one that may go into a style attribute. */
function Swatch({ colour }: { colour: string | null }) {
  const css = cssColour(colour);
  return css && <span className="tariff-card__swatch" style={{ background: css }} aria-hidden="true" />;
}
