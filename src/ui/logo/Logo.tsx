// The Realt logo: the mark and the name. Wrap it in a link where it leads home.
import { appTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import './logo.css';

export function Logo() {
  const t = useTexts(appTexts);
  return (
    <span className="logo">
      <span className="logo__mark" aria-hidden="true">
        R
      </span>
      {t.app.name}
    </span>
  );
}
