import { controlsKa } from '../../i18n/controls.ka';
import { Button } from '../button/Button';
import './pager.css';

interface Props {
  page: number;
  last: number;
  onPage: (page: number) => void;
}

/** Previous / next through a Laravel-paged list; nothing when everything fits on one page. */
export function Pager({ page, last, onPage }: Props) {
  if (last <= 1) return null;
  return (
    <nav className="pager" aria-label={controlsKa.pager.label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {controlsKa.pager.previous}
      </Button>
      <span className="pager__current" aria-current="page" aria-live="polite">
        {controlsKa.pager.page(page, last)}
      </span>
      <Button variant="secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {controlsKa.pager.next}
      </Button>
    </nav>
  );
}
