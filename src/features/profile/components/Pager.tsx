import { profileKa } from '../../../i18n/profile.ka';
import { Button } from '../../../ui/button/Button';
import './pager.css';

/** Previous / next for a Laravel page; nothing when everything fits on one page. */
export function Pager({ page, last, onPage }: { page: number; last: number; onPage: (page: number) => void }) {
  if (last <= 1) return null;
  return (
    <nav className="pager" aria-label={profileKa.pager.label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {profileKa.pager.previous}
      </Button>
      <span className="pager__current" aria-current="page">
        {profileKa.pager.page(page, last)}
      </span>
      <Button variant="secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {profileKa.pager.next}
      </Button>
    </nav>
  );
}
