import { describe, expect, it } from 'vitest';
import { chunkFiles, withInlineStyles } from '../../../src/server/page-assets';

describe('chunkFiles', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_env'] },
    _env: { file: 'assets/env.js' },
    _card: { file: 'assets/card.js', css: ['assets/card.css'], imports: ['_env', 'index.html'] },
    'src/catalog.tsx': { file: 'assets/catalog.js', css: ['assets/catalog.css'], imports: ['_env', 'index.html', '_card'] },
  };

  it('lists the entry’s, the shared chunks’ and the screen’s own CSS, dependencies first, once each', () => {
    expect(chunkFiles(manifest, 'src/catalog.tsx').css).toEqual(['assets/index.css', 'assets/card.css', 'assets/catalog.css']);
  });

  it('lists the screen’s scripts beyond the entry’s, dependencies first', () => {
    expect(chunkFiles(manifest, 'src/catalog.tsx').js).toEqual(['assets/card.js', 'assets/catalog.js']);
  });

  it('gives the entry’s CSS and no scripts for the entry', () => {
    expect(chunkFiles(manifest, 'index.html')).toEqual({ css: ['assets/index.css'], js: [] });
  });
});

describe('withInlineStyles', () => {
  const built = '<head><link rel="stylesheet" crossorigin href="/realt/assets/index-Ab1.css"></head>';

  const styles = [
    { href: '/realt/assets/index-Ab1.css', css: 'a{color:red}' },
    { href: '/realt/assets/card-Cd2.css', css: 'b{color:blue}' },
  ];

  it('replaces the entry’s stylesheet link by the page’s CSS in one <style> element, each file named by a disabled link', () => {
    expect(withInlineStyles(built, ['assets/index-Ab1.css'], styles)).toBe(
      '<head><style>a{color:red}\nb{color:blue}</style>' +
        '<link rel="stylesheet" href="/realt/assets/index-Ab1.css" disabled><link rel="stylesheet" href="/realt/assets/card-Cd2.css" disabled></head>',
    );
  });

  it('cannot be ended early by the CSS it carries', () => {
    expect(withInlineStyles(built, ['assets/index-Ab1.css'], [{ href: '/a.css', css: 'a{content:"</style><script>"}' }])).not.toContain('</style><script>');
  });

  it('refuses a template without the entry’s link', () => {
    expect(() => withInlineStyles('<head></head>', ['assets/index-Ab1.css'], [])).toThrow(/index-Ab1.css/);
    expect(() => withInlineStyles(built, [], [])).toThrow(/no stylesheet/);
  });

  it('removes every link of an entry whose CSS the bundler split, so that none blocks the first paint', () => {
    const split = '<head><link rel="stylesheet" crossorigin href="/realt/assets/button-Ef3.css"><link rel="stylesheet" crossorigin href="/realt/assets/index-Ab1.css"></head>';
    const page = withInlineStyles(split, ['assets/button-Ef3.css', 'assets/index-Ab1.css'], [
      { href: '/realt/assets/button-Ef3.css', css: 'c{color:green}' },
      ...styles,
    ]);
    expect(page).toBe(
      '<head><style>c{color:green}\na{color:red}\nb{color:blue}</style>' +
        '<link rel="stylesheet" href="/realt/assets/button-Ef3.css" disabled><link rel="stylesheet" href="/realt/assets/index-Ab1.css" disabled>' +
        '<link rel="stylesheet" href="/realt/assets/card-Cd2.css" disabled></head>',
    );
  });
});
