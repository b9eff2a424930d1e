import { optionTitles, propertyKinds, propertyKindOf } from '../../../domain/options';
import { catalogKa } from '../../../i18n/catalog.ka';
import { Icon } from '../../../ui/icon/Icon';
import { countActive, optionsFor, type Filters } from '../../../domain/catalog-filters';

interface Props {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  onOpenAll: () => void;
  onReset: () => void;
}

const t = catalogKa.filters;

/**
 * The quick filters above the results as toggle chips: property kind and bedrooms. They are
 * plain buttons, so the catalogue's first load stays small; every other filter (and the Select
 * controls) lives in the advanced filter dialog, which loads when opened.
 */
export function FilterBar({ filters, onChange, onOpenAll, onReset }: Props) {
  const kind = propertyKindOf(filters.flatObjects);
  const bedrooms = optionsFor('bedrooms', kind, filters.adType);
  const active = countActive(filters);
  return (
    <div className="catalog-bar">
      <div className="catalog-bar__group" role="group" aria-label={optionTitles.propertyKind}>
        {propertyKinds.map((option) => {
          const pressed = filters.flatObjects !== null && String(kind) === option.value;
          return (
            <button
              key={option.value}
              type="button"
              className="catalog-chip"
              aria-pressed={pressed}
              onClick={() => onChange({ flatObjects: pressed ? null : option.value })}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      {bedrooms.length > 0 && (
        <div className="catalog-bar__group" role="group" aria-label={optionTitles.bedrooms}>
          <span className="catalog-bar__caption" aria-hidden="true">
            {optionTitles.bedrooms}
          </span>
          {bedrooms.map((option) => {
            const pressed = filters.bedrooms.includes(option.value);
            return (
              <button
                key={option.value}
                type="button"
                className="catalog-chip catalog-chip--round"
                aria-pressed={pressed}
                onClick={() =>
                  onChange({ bedrooms: pressed ? filters.bedrooms.filter((code) => code !== option.value) : [...filters.bedrooms, option.value].sort() })
                }
              >
                {option.label}
              </button>
            );
          })}
        </div>
      )}
      <div className="catalog-bar__actions">
        <button type="button" className="catalog-bar__more" onClick={onOpenAll} aria-haspopup="dialog">
          <Icon name="filter" size={18} />
          {t.more}
          {active > 0 && <span className="catalog-bar__count">{active}</span>}
        </button>
        {active > 0 && (
          <button type="button" className="catalog-bar__reset" onClick={onReset}>
            {t.reset}
          </button>
        )}
      </div>
    </div>
  );
}
