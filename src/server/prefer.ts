// Tests only (SSR_FORWARD_PREFER=1): the mock's scenario for the server's own API calls, from the
// page request. `Prefer` goes on to every call of the render; `X-Api-Prefer` holds
// [url glob, preference] pairs (Playwright's globs) and steers only the calls a glob matches.

/** A Playwright URL glob as a regular expression: `**` any text, `*` any text but `/`. */
export function globToRegExp(glob: string): RegExp {
  const source = glob
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

function pairs(raw: string | undefined): Array<[RegExp, string]> {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.flatMap((pair: unknown) =>
      Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string' ? [[globToRegExp(pair[0]), pair[1]] as [RegExp, string]] : [],
    );
  } catch {
    return [];
  }
}

/** The Prefer header for an API call (its path and query), from the page request's headers. */
export function preferFor(prefer: string | undefined, apiPrefer: string | undefined): (path: string) => string | undefined {
  const scoped = pairs(apiPrefer);
  return (path) => scoped.findLast(([glob]) => glob.test(path))?.[1] ?? prefer;
}
