import { adminTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { legend } from './shortcuts';
import './shortcut-legend.css';

/** The visible list of the queue's keyboard shortcuts ('?' shows and hides it). */
export function ShortcutLegend({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const t = useTexts(adminTexts).shortcuts;
  return (
    <div className="shortcut-legend">
      <button type="button" className="shortcut-legend__toggle" aria-expanded={open} aria-controls={open ? 'shortcut-legend' : undefined} aria-keyshortcuts="?" onClick={onToggle}>
        {t.toggle}
      </button>
      {open && (
        <section id="shortcut-legend" className="shortcut-legend__panel" aria-label={t.title}>
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
      )}
    </div>
  );
}
