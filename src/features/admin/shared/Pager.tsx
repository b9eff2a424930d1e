import { adminKa } from '../../../i18n/admin.ka';
import './pager.css';

interface Props {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}

/** Previous / next through a Laravel-paged list; hidden when everything fits on one page. */
export function Pager({ page, lastPage, onPage }: Props) {
  if (lastPage <= 1) return null;
  const t = adminKa.common;
  return (
    <nav className="pager" aria-label={t.pagination}>
      <button type="button" className="pager__button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </button>
      <span className="pager__current" aria-live="polite">
        {t.page(page, lastPage)}
      </span>
      <button type="button" className="pager__button" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {t.next}
      </button>
    </nav>
  );
}
