// The site's own origin for what a page links to (a banner on our own catalogue opens in the
// visitor's language): PUBLIC_URL's on the server, the page's own in the browser, the same in a
// site served where PUBLIC_URL says. No origin (''): only paths count as the site's.
import { createContext, useContext } from 'react';

export const SiteOrigin = createContext('');

export const useSiteOrigin = (): string => useContext(SiteOrigin);
