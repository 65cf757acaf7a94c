import type { ReactNode } from 'react';

/**
 * The table of a studio list: its caption, a head of column names, one row per item, or the
 * list's "none" text when there is no item. `cards`: a wide table (members, subscribers, the audit
 * log) that scrolls sideways in a focusable region named by its caption, and is a card per row on
 * a phone; otherwise a short list (articles, breeds, products, infographics), caption for screen
 * readers only, each cell labelled with its column on a phone (`data-label`).
 */
export function StudioTable<T>({
  caption,
  columns,
  rows,
  row,
  empty,
  cards,
  testId,
  className,
}: {
  caption: string;
  columns: string[];
  rows: T[];
  /** An item's `<tr>`, with its key. */
  row: (item: T) => ReactNode;
  /** Shown instead of the table when `rows` is empty; nothing when not given. */
  empty?: string;
  /** The id of the caption that names the scrolling region. */
  cards?: { id: string };
  testId?: string;
  className?: string;
}) {
  if (!rows.length) return empty ? <p>{empty}</p> : null;
  const table = (
    <table
      className={['studio-table', cards ? 'studio-table--cards' : null, className]
        .filter(Boolean)
        .join(' ')}
      data-testid={testId}
    >
      <caption id={cards?.id} className={cards ? undefined : 'visually-hidden'}>
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{rows.map(row)}</tbody>
    </table>
  );
  return cards ? (
    <div className="studio-table-scroll" role="region" aria-labelledby={cards.id} tabIndex={0}>
      {table}
    </div>
  ) : (
    table
  );
}
