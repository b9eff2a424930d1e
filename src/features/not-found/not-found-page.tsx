import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { ka } from '../../i18n/ka';
import './not-found.css';

export function NotFoundPage() {
  return (
    <div className="page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{ka.screens.NotFound}</h1>
      <p>{ka.notFound.text}</p>
      <Link href={paths.mainPage.href()} className="button button--primary">
        {ka.app.backHome}
      </Link>
    </div>
  );
}
