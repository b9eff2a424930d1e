import { useLayoutEffect, useRef } from 'react';
import { mapTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { AREA_MIN_VERTICES, type LatLng } from '../../domain/geo';

interface Props {
  area?: {
    drawn: boolean;
    /** the vertices placed so far; null when not drawing */
    drawing: readonly LatLng[] | null;
    onDraw: () => void;
    onAddVertex: () => void;
    onFinish: () => void;
    onCancel: () => void;
    onClear: () => void;
  };
  onPinAtCentre?: () => void;
  pinDescribedBy?: string | undefined;
}

/** The buttons above the map: draw, finish, cancel and clear an area; place the pin at the centre. */
export function MapTools({ area, onPinAtCentre, pinDescribedBy }: Props) {
  const t = useTexts(mapTexts);
  const drawing = area?.drawing;
  // the tools take turns (draw; add, finish, cancel; clear): a pressed tool that goes with its turn
  // hands the focus to the first tool of the next, not to the page
  const row = useRef<HTMLDivElement>(null);
  const turn = drawing ? 'drawing' : area?.drawn ? 'drawn' : 'none';
  const shownTurn = useRef(turn);
  useLayoutEffect(() => {
    if (shownTurn.current === turn) return;
    shownTurn.current = turn;
    // (a turn that changed with nothing focused, by Back, moves the focus without the scroll)
    if (document.activeElement === document.body) row.current?.querySelector('button')?.focus({ preventScroll: true });
  }, [turn]);
  if (!area && !onPinAtCentre) return null;
  return (
    <div ref={row} className="geo-map__tools">
      {onPinAtCentre && (
        <button type="button" className="geo-map__tool" onClick={onPinAtCentre} aria-describedby={pinDescribedBy}>
          {t.pin.atCentre}
        </button>
      )}
      {area && !drawing && (
        <button type="button" className="geo-map__tool" onClick={area.onDraw}>
          {t.area.draw}
        </button>
      )}
      {area && !drawing && area.drawn && (
        <button type="button" className="geo-map__tool" onClick={area.onClear}>
          {t.area.clear}
        </button>
      )}
      {area && drawing && (
        <>
          <p className="geo-map__hint" role="status">
            {t.area.vertices(drawing.length)}. {t.area.hint}
          </p>
          <button type="button" className="geo-map__tool" onClick={area.onAddVertex}>
            {t.area.addVertex}
          </button>
          <button type="button" className="geo-map__tool is-primary" onClick={area.onFinish} disabled={drawing.length < AREA_MIN_VERTICES}>
            {t.area.finish}
          </button>
          <button type="button" className="geo-map__tool" onClick={area.onCancel}>
            {t.area.cancel}
          </button>
        </>
      )}
    </div>
  );
}
