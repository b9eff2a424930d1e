import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { districtsQuery } from '../../../api/shared-queries';
import { districtOptions } from '../../../domain/districts';
import { toGel } from '../../../domain/currency';
import { formatUsd, formatWholeLari } from '../../../domain/format';
import { PRICE_CAP, propertyKindOf, useOptions, type OptionLists } from '../../../domain/options';
import { catalogTexts, controlsTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { Button } from '../../../ui/button/Button';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useRate } from '../../../api/rate-query';
import { RangeSelect } from '../../../ui/select/RangeSelect';
import { Select } from '../../../ui/select/Select';
import { TwoLevelSelect } from '../../../ui/select/TwoLevelSelect';
import { AREA_MAX, normalize, oneToThree, openEnds, resetFilters, type Filters } from '../../../domain/catalog-filters';
import { optionsFor, type OptionField } from '../../../domain/filter-options';
import './advanced-filters.css';

const PRICE_STEP = { 1: 1000, 2: 50 } as const;

interface Props {
  filters: Filters;
  onApply: (filters: Filters) => void;
  onClose: () => void;
}

// a list's heading is its option group's; the equipment filter lists commercial equipment
const titleOf = ({ optionTitles: titles }: OptionLists, field: OptionField): string => (field === 'equipment' ? titles.commercialEquipment : titles[field]);
const details: OptionField[] = ['objectState', 'buildingMaterial', 'commercialLocation', 'repair', 'bedrooms', 'rooms', 'bathroom'];
const comfort: OptionField[] = ['extraInfo', 'heating', 'cooker', 'parking', 'furniture', 'communal', 'equipment', 'amenities'];

/**
 * The advanced filter dialog (§2): every filter the option catalogue supports for the chosen
 * property kind. Changes stay a draft until "show results".
 */
export function AdvancedFilters({ filters, onApply, onClose }: Props) {
  const lang = useLang();
  const t = useTexts(catalogTexts).filters;
  const all = useTexts(controlsTexts).select.all;
  const o = useOptions();
  const districts = useQuery({ ...districtsQuery(), select: (data) => districtOptions(data.result, lang) });
  const [draft, setDraft] = useState(filters);
  // the dialog opens in the frame of the click; its dozen lists render in the next ones
  const ready = useDeferredValue(true, false);
  const kind = propertyKindOf(draft.flatObjects);
  // the bounds stay as typed, an inverted pair too, until "show results" orders them
  const update = (patch: Partial<Filters>) =>
    setDraft((current) => {
      const next = { ...current, ...patch };
      const { rangePrice, rangePriceMax, rangeSquare, rangeSquareMax } = next;
      return { ...normalize(next), rangePrice, rangePriceMax, rangeSquare, rangeSquareMax };
    });
  const rateState = useRate();
  const rate = rateState.data;
  const priceUnsent = useTexts(catalogTexts).results.priceUnsent;
  // the slider moves by a step that means something for the deal (a sale's thousands, a month's fifties)
  const priceStep = PRICE_STEP[draft.adType];
  // the price is typed in the search's currency: the cap (USD) in lari is the top bucket there,
  // at a whole step (the slider reaches no value off its steps)
  const topPrice = draft.currency === 'GEL' && rate !== undefined ? Math.ceil(toGel(PRICE_CAP[draft.adType], rate) / priceStep) * priceStep : PRICE_CAP[draft.adType];
  const priceText = (n: number) => (draft.currency === 'GEL' ? formatWholeLari(n, lang) : formatUsd(n, lang));

  const lists = (fields: OptionField[]) =>
    fields.map((field) => {
      const options = optionsFor(o, field, kind, draft.adType);
      return options.length ? (
        <Select key={field} mode="multiple" label={titleOf(o, field)} options={options} value={draft[field]} onChange={(value) => update({ [field]: value })} />
      ) : null;
    });

  return (
    <Dialog
      open
      wide
      long
      closesOnBack
      title={t.title}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={() => setDraft(resetFilters(draft))}>
            {t.clear}
          </Button>
          <Button onClick={() => onApply(normalize({ ...draft, page: 1 }))}>{t.apply}</Button>
        </>
      }
    >
      {/* as tall as the lists will make the dialog, so it does not grow under the pointer */}
      {!ready && <div className="catalog-dialog catalog-dialog--pending" aria-busy="true" />}
      {ready && (
        <div className="catalog-dialog">
          <section className="catalog-dialog__section" aria-label={t.sectionMain}>
            <h3 className="catalog-dialog__heading">{t.sectionMain}</h3>
            <div className="catalog-dialog__grid">
              {/* any kind, as the filter bar offers, first: a search for any kind reads so here too */}
              <TwoLevelSelect
                label={o.optionTitles.propertyKind}
                options={[{ value: '', label: t.anyKind }, ...o.propertyKinds]}
                value={draft.flatObjects ?? ''}
                onChange={(value) => update({ flatObjects: value || null })}
                keepOnDismiss
              />
              <Select
                mode="multiple"
                searchable
                label={t.district}
                options={districts.data ?? []}
                disabled={!districts.data}
                value={draft.districts}
                onChange={(value) => update({ districts: value })}
              />
            </div>
            <div className="catalog-dialog__grid">
              <RangeSelect
                label={draft.adType === 2 ? t.pricePerMonth : t.price}
                min={0}
                max={topPrice}
                step={priceStep}
                format={priceText}
                unit={draft.currency === 'GEL' ? '₾' : '$'}
                // in lari its top is the dollar cap at the rate: without the rate a bound would be cut to the dollar figure
                disabled={draft.currency === 'GEL' && rate === undefined}
                reason={rateState.isPending ? undefined : priceUnsent}
                value={{ from: draft.rangePrice, to: draft.rangePriceMax }}
                onChange={(range) => {
                  const [rangePrice, rangePriceMax] = openEnds(range, 0, topPrice);
                  update({ rangePrice, rangePriceMax });
                }}
              />
              <RangeSelect
                label={t.area}
                min={0}
                max={AREA_MAX}
                unit={t.areaUnit}
                value={{ from: draft.rangeSquare, to: draft.rangeSquareMax }}
                onChange={(range) => {
                  const [rangeSquare, rangeSquareMax] = openEnds(range, 0, AREA_MAX);
                  update({ rangeSquare, rangeSquareMax });
                }}
              />
            </div>
          </section>
          <section className="catalog-dialog__section" aria-label={t.sectionDetails}>
            <h3 className="catalog-dialog__heading">{t.sectionDetails}</h3>
            <div className="catalog-dialog__grid">{lists(details)}</div>
          </section>
          <section className="catalog-dialog__section" aria-label={t.sectionComfort}>
            <h3 className="catalog-dialog__heading">{t.sectionComfort}</h3>
            <div className="catalog-dialog__grid">{lists(comfort)}</div>
          </section>
          <section className="catalog-dialog__section" aria-label={o.optionTitles.proximity}>
            <h3 className="catalog-dialog__heading">{o.optionTitles.proximity}</h3>
            <div className="catalog-dialog__grid">
              <Select
                label={t.proximityPlace}
                emptyLabel={all}
                options={o.proximityPlaces}
                value={draft.proximityPlace === null ? null : String(draft.proximityPlace)}
                onChange={(value) => update({ proximityPlace: oneToThree(value) })}
              />
              <Select
                label={t.proximityMode}
                emptyLabel={all}
                options={o.travelModes}
                value={draft.proximityMode === null ? null : String(draft.proximityMode)}
                onChange={(value) => update({ proximityMode: oneToThree(value) })}
              />
            </div>
          </section>
        </div>
      )}
    </Dialog>
  );
}
