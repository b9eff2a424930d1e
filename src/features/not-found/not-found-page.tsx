import { appTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import './not-found.css';

export function NotFoundPage() {
  const t = useTexts(appTexts);
  return (
    <div className="page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t.screens.NotFound}</h1>
      <p>{t.notFound.text}</p>
      <Link href={paths.mainPage.href()} className="button button--primary">
        {t.app.backHome}
      </Link>
    </div>
  );
}
