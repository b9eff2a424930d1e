// Where a banner leads: the API's `link` is the administrator's text, so only an http(s) address or
// a path of this site becomes a link (a `javascript:` or `data:` one is no link at all). A page of
// the site (a path, or an address on the site's own origin) opens in the visitor's language: one
// link serves the three.
import { absolute, localPath } from '../../config/paths';
import type { Lang } from '../../i18n/lang';

// resolves paths without knowing the page's own origin (the server's render has none); never requested
const PROBE = 'https://probe.invalid';

/** The href of a banner's link in `lang` on the site at `origin`; null when it is no address a banner may lead to. */
export function bannerHref(link: string | null | undefined, lang: Lang, origin: string): string | null {
  const value = link?.trim() ?? '';
  let url: URL;
  try {
    url = new URL(value, PROBE);
  } catch {
    return null;
  }
  const web = /^https?:\/\//i.test(value);
  if (web && url.origin !== origin) return url.href;
  // a path stays on the probe origin; `//host` and `/\host` are another host
  if (!web && (!value.startsWith('/') || url.origin !== PROBE)) return null;
  const local = localPath(url.pathname);
  const path = local ? absolute(local.path, lang) : url.pathname;
  return `${path}${url.search}${url.hash}`;
}
