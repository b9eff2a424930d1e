// A private route's inline start-up, a classic script: its calls go out as soon as it is parsed.
import { sendEarlyCalls } from './boot';
import { firstPhotos } from './first-photos';
import type { Handoff } from './handoff';

const handoff: Handoff = (globalThis.realtBoot = {});
sendEarlyCalls(handoff);
if (handoff.calls) handoff.photos = firstPhotos(handoff.calls);
