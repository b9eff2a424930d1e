import { useRef } from 'react';
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
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  if (last <= 1) return null;
  // the button that reached an end is then unavailable: the focus goes to the other one, not to the page
  const go = (to: number) => {
    onPage(to);
    if (to <= 1) next.current?.focus();
    else if (to >= last) previous.current?.focus();
  };
  return (
    <nav className="pager" aria-label={t.label}>
      <Button ref={previous} variant="secondary" className="pager__button" disabled={page <= 1} onClick={() => go(page - 1)}>
        {t.previous}
      </Button>
      <span className="pager__current" aria-current="page" aria-live="polite">
        {t.page(page, last)}
      </span>
      <Button ref={next} variant="secondary" className="pager__button" disabled={page >= last} onClick={() => go(page + 1)}>
        {t.next}
      </Button>
    </nav>
  );
}
