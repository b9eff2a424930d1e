import { adminTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { legend } from './shortcuts';
import './shortcut-legend.css';

const PANEL_ID = 'shortcut-legend';

/** The button beside the screen's heading that shows and hides the legend ('?' too; Escape hides it). */
export function ShortcutToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const t = useTexts(adminTexts).shortcuts;
  return (
    <button type="button" className="shortcut-legend__toggle" aria-expanded={open} aria-controls={open ? PANEL_ID : undefined} aria-keyshortcuts="?" onClick={onToggle}>
      {t.toggle}
    </button>
  );
}

/**
 * The visible list of the queue's keyboard shortcuts. It takes its place in the page, above the
 * queue, rather than floating over it: open, it still leaves every control it names in reach.
 */
export function ShortcutLegend({ open }: { open: boolean }) {
  const t = useTexts(adminTexts).shortcuts;
  if (!open) return null;
  return (
    <section id={PANEL_ID} className="shortcut-legend" aria-label={t.title}>
      <h2 className="shortcut-legend__title">{t.title}</h2>
      <dl className="shortcut-legend__list">
        {legend.map((row) => (
          <div key={row.command} className="shortcut-legend__row">
            <dt>
              {row.keys.map((key) => (
                <kbd key={key}>{key}</kbd>
              ))}
            </dt>
            <dd>{t[row.command]}</dd>
          </div>
        ))}
      </dl>
      <p className="shortcut-legend__note">{t.note}</p>
    </section>
  );
}
