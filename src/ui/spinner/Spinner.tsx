import { ka } from '../../i18n/ka';
import './spinner.css';

export function Spinner({ label = ka.app.loading }: { label?: string }) {
  return (
    <div className="spinner" role="status">
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
