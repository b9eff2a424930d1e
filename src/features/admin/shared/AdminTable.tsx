import type { ReactNode } from 'react';
import './admin-table.css';
import './controls.css';

export interface Column {
  label: string;
  /** right-aligned, tabular figures */
  numeric?: boolean;
}

/**
 * A console table: a named region that scrolls sideways on narrow screens (its first column
 * stays in view), a caption for assistive technology, the column headings, and the rows given.
 */
export function AdminTable({ caption, columns, children }: { caption: string; columns: readonly Column[]; children: ReactNode }) {
  return (
    <div className="admin-table__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? 'admin-table__num' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
