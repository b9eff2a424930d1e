// A private route's inline start-up, before the page's (src/boot/start.ts): a classic script, so
// that its early calls go out as soon as it is parsed. Built and inlined as that one is.
import { bootData, sendEarlyCalls } from './boot';

sendEarlyCalls(bootData().early, (globalThis.realtBoot = {}));
