import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from '../../../src/app/head';

const hostile = {
  title: '</script><script>window.__xss=1</script>',
  comment: '<!-- <script>',
  cdata: ']]>',
  separators: 'a\u2028b\u2029c',
  amp: '&lt;',
};

describe('jsonForScript', () => {
  it('leaves nothing that can close the block, open a comment or end a line in old parsers', () => {
    const text = jsonForScript(hostile);
    expect(text).not.toMatch(/<|>|&|\u2028|\u2029/);
  });

  it('reads back to the same value', () => {
    expect(JSON.parse(jsonForScript(hostile))).toEqual(hostile);
  });

  it('stays inside a script element parsed by the HTML rules', () => {
    const html = `<script type="application/json">${jsonForScript(hostile)}</script>`;
    expect(html.indexOf('</script')).toBe(html.length - '</script>'.length);
  });
});

describe('escapeHtml', () => {
  it('escapes markup and both quotes for attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
