import { Link } from 'wouter';
import { catalogTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Icon } from '../../../ui/icon/Icon';
import { pageWindow } from '../pages';

interface Props {
  page: number;
  last: number;
  /** the link of a page (the search with that page) */
  href: (page: number) => string;
}

/** Numbered pages as links, so each page has its own URL (§2: the search lives in the query). */
export function Pagination({ page, last, href }: Props) {
  const t = useTexts(catalogTexts).pages;
  if (last <= 1) return null;
  return (
    <nav className="catalog-pages" aria-label={t.label}>
      {page > 1 && (
        <Link href={href(page - 1)} className="catalog-pages__item" aria-label={t.previous}>
          <Icon name="chevronLeft" size={18} />
        </Link>
      )}
      {pageWindow(page, last).map((item, index) =>
        item === null ? (
          <span key={`gap-${index}`} className="catalog-pages__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={item}
            href={href(item)}
            className="catalog-pages__item"
            aria-label={t.page(item)}
            aria-current={item === page ? 'page' : undefined}
          >
            {item}
          </Link>
        ),
      )}
      {page < last && (
        <Link href={href(page + 1)} className="catalog-pages__item" aria-label={t.next}>
          <Icon name="chevronRight" size={18} />
        </Link>
      )}
    </nav>
  );
}
