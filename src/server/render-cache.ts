// The rendered pages of the last moments, shared by every visitor: a public page is the same for
// all (rendered signed out), so under load one render answers the requests of a whole second
// instead of each asking the API again. Requests for the same page while it renders wait for it.
import type { RenderedPage } from './page';

interface Entry {
  page: Promise<RenderedPage>;
  at: number;
}

export function renderCache(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  return async function cached(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    if (ttlMs <= 0) return render();
    const time = now();
    for (const [at, entry] of entries) if (time - entry.at >= ttlMs) entries.delete(at);
    const found = entries.get(key);
    if (found) return found.page;
    const page = render();
    entries.set(key, { page, at: time });
    // a failed render is not kept for others
    page.catch(() => entries.delete(key));
    return page;
  };
}
