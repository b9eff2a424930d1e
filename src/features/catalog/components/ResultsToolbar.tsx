import { useId } from 'react';
import type { Currency } from '../../../domain/currency';
import { useOptions } from '../../../domain/options';
import { catalogTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { routeFocus } from '../../../ui/focus/route-focus';
import { busyProps } from '../../../ui/button/busy';
import { Icon } from '../../../ui/icon/Icon';
import { isSort, type Filters, type Sort } from '../../../domain/catalog-filters';

interface Props {
  /** null while loading; undefined when the search failed */
  total: number | null | undefined;
  /** the search waits for the connection (the results shown are the last search's) */
  waiting?: boolean;
  filters: Filters;
  /** the id of the filter form, which the order is sent with (also before the app runs) */
  form: string;
  onSort: (sort: Sort) => void;
  onView: (map: boolean) => void;
  /** the search is saved already: its button leads to the saved ones instead */
  saved?: boolean;
  onSaveSearch: () => void;
  onMySearches: () => void;
  onCurrency: (currency: Currency) => void;
  /** whether a switch to `currency` would drop price bounds that no rate converts yet */
  awaitsRate?: (currency: Currency) => boolean;
}

const currencies = ['USD', 'GEL'] as const;

/** Result count, order, the currency prices lead with, the list/map switch and saving the search. */
export function ResultsToolbar({ total, waiting = false, filters, form, saved = false, onSort, onView, onSaveSearch, onMySearches, onCurrency, awaitsRate = () => false }: Props) {
  const t = useTexts(catalogTexts).results;
  const o = useOptions();
  const sortId = useId();
  return (
    <div className="catalog-toolbar">
      {/* a next page starts here: the focus comes to its count */}
      <p className="catalog-toolbar__count" aria-live="polite" {...routeFocus}>
        {total === null ? (waiting ? t.waiting : t.loading) : total === undefined ? '' : t.count(total)}
      </p>
      <div className="catalog-toolbar__searches">
        {saved ? (
          <button type="button" onClick={onMySearches}>
            <Icon name="check" size={18} /> {t.searchSaved}
          </button>
        ) : (
          <button type="button" onClick={onSaveSearch}>
            <Icon name="star" size={18} /> {t.saveSearch}
          </button>
        )}
        <button type="button" onClick={onMySearches}>
          <Icon name="search" size={18} /> {t.mySearches}
        </button>
      </div>
      <div className="catalog-toolbar__sort">
        <label htmlFor={sortId}>{o.optionTitles.sort}</label>
        {/* a native select: one choice, always set, and light on the catalogue's first load; a field
            of the filter form, which reads an order chosen before the app ran with the chips */}
        <select
          id={sortId}
          form={form}
          name="sort"
          value={filters.sort}
          onChange={(event) => {
            if (isSort(event.target.value)) onSort(event.target.value);
          }}
        >
          {o.sortOrders.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="catalog-toolbar__view catalog-toolbar__currency" role="group" aria-label={t.currency}>
        {currencies.map((currency) => (
          <button
            key={currency}
            type="button"
            aria-pressed={filters.currency === currency}
            {...busyProps({ busy: false, waiting: awaitsRate(currency), onClick: () => onCurrency(currency) })}
          >
            {currency}
          </button>
        ))}
      </div>
      <div className="catalog-toolbar__view" role="group" aria-label={t.view}>
        <button type="button" aria-pressed={!filters.map} aria-label={t.list} onClick={() => onView(false)}>
          <Icon name="list" size={18} /> <span className="catalog-toolbar__view-text">{t.list}</span>
        </button>
        <button type="button" aria-pressed={filters.map} aria-label={t.map} onClick={() => onView(true)}>
          <Icon name="map" size={18} /> <span className="catalog-toolbar__view-text">{t.map}</span>
        </button>
      </div>
    </div>
  );
}
