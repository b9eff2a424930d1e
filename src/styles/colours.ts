// The token colours a consumer outside CSS needs as literal values: the map's bundled artwork is
// an image (a data: URL), which cannot read the page's custom properties. Each mirrors its
// declaration in tokens.css, where every colour is defined; tests/unit/styles/colours.test.ts
// fails on any drift.
export const TOKEN_COLOURS = {
  '--c-surface': '#ffffff',
  '--c-map-land': '#eef2ec',
  '--c-map-grid': '#dfe6e1',
  '--c-map-park': '#d3e7cc',
  '--c-map-lake': '#b9dbe8',
  '--c-map-river': '#9fcde0',
  '--c-map-river-label': '#6fa9c1',
  '--c-map-label': '#98a79e',
} as const;
