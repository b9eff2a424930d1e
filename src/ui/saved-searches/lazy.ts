// The signed-in header's saved-search parts, loaded once the signed-in page has settled (its own
// data in: ui/idle/settled.tsx), with the chunk the catalogue and the profile share.
import { lazy } from 'react';

const load = () => import('./SavedSearchTools');

export const NewListingsBadge = lazy(() => load().then((m) => ({ default: m.NewListingsBadge })));
export const UploadOffer = lazy(() => load().then((m) => ({ default: m.UploadOffer })));
