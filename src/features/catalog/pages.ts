/**
 * The page numbers to show: always the first and the last, the current one with a neighbour on
 * each side, and null for a gap ('1 … 4 5 6 … 12').
 */
export function pageWindow(page: number, last: number): Array<number | null> {
  const shown = new Set([1, last, page - 1, page, page + 1].filter((n) => n >= 1 && n <= last));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: Array<number | null> = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push(null);
    items.push(n);
  });
  return items;
}
