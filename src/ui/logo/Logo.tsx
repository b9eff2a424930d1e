// The Realt logo: the mark and the name. Wrap it in a link where it leads home.
import { ka } from '../../i18n/ka';
import './logo.css';

export function Logo() {
  return (
    <span className="logo">
      <span className="logo__mark" aria-hidden="true">
        R
      </span>
      {ka.app.name}
    </span>
  );
}
