// A private route's inline start-up, before the page's (src/boot/start.ts): a classic script, so
// that its early calls go out as soon as it is parsed, and their first photos as soon as they name
// them. Built and inlined as that one is.
import { sendEarlyCalls } from './boot';
import { firstPhotos } from './first-photos';
import type { Handoff } from './handoff';

const handoff: Handoff = (globalThis.realtBoot = {});
sendEarlyCalls(handoff);
if (handoff.calls) handoff.photos = firstPhotos(handoff.calls);
