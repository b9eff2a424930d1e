// The signed-in header's saved-search parts, loaded once the signed-in chrome shows (after
// hydration), with the chunk the catalogue and the profile share.
import { lazy } from 'react';

const load = () => import('./SavedSearchTools');

export const NewListingsBadge = lazy(() => load().then((m) => ({ default: m.NewListingsBadge })));
export const UploadOffer = lazy(() => load().then((m) => ({ default: m.UploadOffer })));
