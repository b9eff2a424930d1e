import { adminTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import type { QueueView as View } from './queue';

/** What the moderator narrows the queue's page to (the listings far below their district's median) and orders it by. */
export function QueueView({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  const t = useTexts(adminTexts).queue;
  const toggle = (key: keyof View, label: string) => (
    <label className="queue-view__check">
      <input type="checkbox" checked={view[key]} onChange={(event) => onChange({ ...view, [key]: event.target.checked })} />
      {label}
    </label>
  );
  return (
    <div className="queue-view">
      {toggle('farBelowOnly', t.farBelowOnly)}
      {toggle('belowMedianFirst', t.belowMedianFirst)}
    </div>
  );
}
