import { controlsTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { Button } from '../button/Button';
import './pager.css';

interface Props {
  page: number;
  last: number;
  onPage: (page: number) => void;
}

/** Previous / next through a Laravel-paged list; nothing when everything fits on one page. */
export function Pager({ page, last, onPage }: Props) {
  const t = useTexts(controlsTexts).pager;
  if (last <= 1) return null;
  return (
    <nav className="pager" aria-label={t.label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <span className="pager__current" aria-current="page" aria-live="polite">
        {t.page(page, last)}
      </span>
      <Button variant="secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
    </nav>
  );
}
