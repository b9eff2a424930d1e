import { useEffect, useRef, useState, type ChangeEventHandler, type RefObject } from 'react';
import { Link } from 'wouter';
import { propertyKindOf, useOptions } from '../../../domain/options';
import { catalogTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Button } from '../../../ui/button/Button';
import { formQuery } from '../../../ui/form/form-query';
import { Icon } from '../../../ui/icon/Icon';
import { afterPaint } from '../../../ui/idle/after-paint';
import { countActive, parse, toQuery, type AdType, type Filters } from '../../../domain/catalog-filters';
import { optionsFor } from '../../../domain/filter-options';

interface Props {
  /** the form's id, by which the order's select (in the toolbar) belongs to it */
  id: string;
  filters: Filters;
  /** the catalogue's own address: the form is sent there when the app has not run */
  action: string;
  /** the catalogue without any filter */
  resetHref: string;
  /** applies the search the form holds */
  onApply: (filters: Filters) => void;
  onOpenAll: () => void;
  /** the "all filters" button, which takes the focus when the filters are cleared */
  moreRef: RefObject<HTMLButtonElement | null>;
}

// the fields the form's own controls send: the chips, and the order's select in the toolbar
const OWN_FIELDS: readonly string[] = ['flatObjects', 'bedrooms', 'sort'];

/** The search a form holds, read as the server reads the query the browser would send. */
function searchOf(form: HTMLFormElement, adType: AdType): Filters {
  return parse(formQuery(form), adType);
}

/**
 * Brings each chip row's chosen chip into view within the row, which scrolls sideways on a phone:
 * the row's own scroll only, so neither the page's scroll nor the focus moves.
 */
function showChosenChips(form: HTMLFormElement) {
  for (const row of form.querySelectorAll('fieldset')) {
    const chip = row.querySelector('input:checked')?.parentElement;
    if (!chip) continue;
    const inRow = row.getBoundingClientRect();
    const box = chip.getBoundingClientRect();
    if (box.left < inRow.left || box.right > inRow.right) row.scrollLeft += box.left - inRow.left - (inRow.width - box.width) / 2;
  }
}

/**
 * The quick filters above the results: a GET form of chips (property kind as radio buttons,
 * bedrooms as checkboxes) carrying the rest of the search in hidden fields, so it works before
 * the app's code runs and without it. Once the app runs, each chip applies at once, through the
 * same reading of the form the server makes of the query. Every other filter lives in the advanced
 * filter dialog, which loads when opened (it needs the app: without scripting its button is not
 * shown, and the filters a link set are kept).
 */
export function FilterBar({ id, filters: applied, action, resetHref, onApply, onOpenAll, moreRef }: Props) {
  const t = useTexts(catalogTexts).filters;
  const o = useOptions();
  const form = useRef<HTMLFormElement>(null);
  // a chip shows as pressed in the frame of the click; the search it makes (the address, the
  // results) follows after that paint, and until it has the bar shows the visitor's choice
  const [chosen, setChosen] = useState<{ filters: Filters; over: Filters } | null>(null);
  const filters = chosen?.over === applied ? chosen.filters : applied;
  const kind = propertyKindOf(filters.flatObjects);
  const bedrooms = optionsFor(o, 'bedrooms', kind, filters.adType);
  const active = countActive(filters);
  const search = toQuery({ ...filters, page: 1 });

  const apply = () => {
    if (!form.current) return;
    const next = searchOf(form.current, filters.adType);
    setChosen({ filters: next, over: applied });
    afterPaint(() => onApply(next));
  };

  // a chip the browser toggled (or an order chosen) before the app ran is hydrated as it was left
  // (React keeps what the visitor did to a form): its search applies once the app runs, as one;
  // later changes apply as they happen. A shared link's chosen kind may lie past a phone's edge.
  useEffect(() => {
    if (!form.current) return;
    const typed = searchOf(form.current, filters.adType);
    if (toQuery(typed) !== search) onApply(typed);
    showChosenChips(form.current);
  }, []);

  return (
    <form
      ref={form}
      id={id}
      className="catalog-bar"
      method="get"
      action={action}
      aria-label={t.bar}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      {/* the rest of the search rides along; sending the form starts again on the first page */}
      {[...new URLSearchParams(search)].map(([name, value]) =>
        OWN_FIELDS.includes(name) ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      <fieldset className="catalog-bar__group">
        <legend className="visually-hidden">{o.optionTitles.propertyKind}</legend>
        <Chip type="radio" name="flatObjects" value="" checked={filters.flatObjects === null} onChange={apply}>
          {t.anyKind}
        </Chip>
        {o.propertyKinds.map((option) => {
          const checked = filters.flatObjects !== null && String(kind) === option.value;
          return (
            // the chosen kind keeps its sub-categories (chosen in the dialog) when the form is sent
            <Chip key={option.value} type="radio" name="flatObjects" value={checked && filters.flatObjects ? filters.flatObjects : option.value} checked={checked} onChange={apply}>
              {option.label}
            </Chip>
          );
        })}
      </fieldset>
      {bedrooms.length > 0 && (
        <fieldset className="catalog-bar__group">
          <legend className="catalog-bar__caption">{o.optionTitles.bedrooms}</legend>
          {bedrooms.map((option) => (
            <Chip key={option.value} type="checkbox" name="bedrooms" value={option.value} checked={filters.bedrooms.includes(option.value)} onChange={apply}>
              {option.label}
            </Chip>
          ))}
        </fieldset>
      )}
      <div className="catalog-bar__actions">
        <button ref={moreRef} type="button" className="catalog-bar__more" onClick={onOpenAll} aria-haspopup="dialog">
          <Icon name="filter" size={18} />
          {t.more}
          {active > 0 && <span className="catalog-bar__count">{active}</span>}
        </button>
        {/* the reset goes once it has reset: the focus goes to its neighbour, not to the page */}
        {active > 0 && (
          <Link href={resetHref} className="catalog-bar__reset" onClick={() => moreRef.current?.focus()}>
            {t.reset}
          </Link>
        )}
        {/* hidden once the page has hydrated (catalog.css): at the row's loose end, so that its
            going moves nothing under a finger, and in the row, which stays as high as it was */}
        <Button type="submit" className="catalog-bar__submit" aria-label={t.submit}>
          <Icon name="search" size={18} />
          <span className="catalog-bar__submit-text">{t.submit}</span>
        </Button>
      </div>
    </form>
  );
}

interface ChipProps {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  onChange: ChangeEventHandler<HTMLInputElement>;
  children: string;
}

/** A radio button or checkbox that looks like a chip: the native control, unseen, lies over it. */
function Chip({ type, name, value, checked, onChange, children }: ChipProps) {
  return (
    <label className="catalog-chip">
      <input className="catalog-chip__control" type={type} name={name} value={value} checked={checked} onChange={onChange} />
      <span className="catalog-chip__face">{children}</span>
    </label>
  );
}
