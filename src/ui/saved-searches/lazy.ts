// The signed-in header's saved-search parts, loaded once the signed-in page has settled (its own
// data in: ui/idle/settled.tsx), with the chunk the catalogue and the profile share.
import { lazyPart } from '../load/lazy-part';

const load = () => import('./SavedSearchTools');

export const NewListingsBadge = lazyPart(() => load().then((m) => m.NewListingsBadge));
export const UploadOffer = lazyPart(() => load().then((m) => m.UploadOffer));
