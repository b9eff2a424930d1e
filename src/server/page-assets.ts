// What each screen's page takes from the build's manifest: its stylesheets, inlined so its first
// paint waits for nothing but the HTML, and its scripts beyond the entry's, which its start-up preloads.

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

export const ENTRY = 'index.html';

/** A chunk's and its imports' stylesheets, dependencies first, and its scripts beyond the entry's. */
export function chunkFiles(manifest: Manifest, key: string): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (at: string) => {
    const chunk = manifest[at];
    if (!chunk || seen.has(at)) return;
    seen.add(at);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const file of chunk.css ?? []) css.add(file);
    js.add(chunk.file);
  };
  visit(ENTRY);
  const entryJs = new Set(js);
  visit(key);
  return { css: [...css], js: [...js].filter((file) => !entryJs.has(file)) };
}

/**
 * The page's CSS in one hashed <style> in place of the entry's links: the first paint waits for nothing but
 * the HTML. Disabled links name the files, so Vite's preloading finds them and does not fetch them.
 */
export function withInlineStyles(template: string, entryCss: string[], styles: Array<{ href: string; css: string }>): string {
  if (entryCss.length === 0) throw new Error('the build gives the entry no stylesheet');
  const css = styles.map((style) => style.css.replace(/<\/style/gi, '<\\/style')).join('\n');
  const names = styles.map((style) => `<link rel="stylesheet" href="${style.href}" disabled>`).join('');
  const place = '\u0000';
  const stripped = entryCss.reduce((html, file, index) => {
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="[^"]*${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
    if (!link.test(html)) throw new Error(`index.html does not link ${file}`);
    return html.replace(link, index === 0 ? place : '');
  }, template);
  return stripped.replace(place, () => `<style>${css}</style>${names}`);
}
