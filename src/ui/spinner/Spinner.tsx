import { appTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import './spinner.css';

/** A loading indicator; its label, for screen readers, defaults to "Loading…" in the page's language. */
export function Spinner({ label }: { label?: string }) {
  const loading = useTexts(appTexts).app.loading;
  return (
    <div className="spinner" role="status">
      <span className="visually-hidden">{label ?? loading}</span>
    </div>
  );
}
