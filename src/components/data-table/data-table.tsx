'use client';
import { useState, type ReactNode } from 'react';
import { flexRender, getCoreRowModel, getSortedRowModel, useReactTable, type ColumnDef, type Header, type SortingState } from '@tanstack/react-table';
import { Table } from 'react-bootstrap';
import styles from './data-table.module.scss';

export type { ColumnDef } from '@tanstack/react-table';

type DataTableProps<Row> = {
  /** Column definitions (`@tanstack/react-table`); a column sorts when it has an accessor and `enableSorting` is not false. */
  columns: ColumnDef<Row, never>[];
  data: Row[];
  /** The table's accessible name, read out by screen readers and kept visually hidden. */
  caption: string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** A stable key per row (an id), so that rows keep their state across refetches. */
  rowId: (row: Row) => string;
  initialSorting?: SortingState;
  className?: string;
  /** A class for a row that should stand out or recede (a disabled account). */
  rowClassName?: (row: Row) => string | undefined;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column's `meta: { numeric: true }` right-aligns its header and cells, as figures are read. */
const alignOf = (meta: unknown): string => ((meta as { numeric?: boolean } | undefined)?.numeric ? 'text-end' : '');

function HeaderCell<Row>({ header }: { header: Header<Row, unknown> }) {
  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
  const sorted = header.column.getIsSorted();
  const align = alignOf(header.column.columnDef.meta);
  if (!header.column.getCanSort()) {
    return (
      <th scope="col" className={`text-nowrap ${align}`}>
        {content}
      </th>
    );
  }
  return (
    <th scope="col" className={`text-nowrap ${align}`} aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
      <button type="button" className={styles.sortButton} onClick={header.column.getToggleSortingHandler()}>
        {content}
        <i className={`bi ${sorted === 'asc' ? 'bi-caret-up-fill' : sorted === 'desc' ? 'bi-caret-down-fill' : 'bi-chevron-expand'} ms-1`} aria-hidden />
      </button>
    </th>
  );
}

/**
 * The back office's list table: `@tanstack/react-table` for columns and sorting (headless), Bootstrap's
 * table for the look. Paging and filtering stay with the caller, since most lists page on the server.
 */
export function DataTable<Row>({ columns, data, caption, empty, rowId, initialSorting = [], className = '', rowClassName }: DataTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  // The table instance changes identity as its state changes, which the React compiler cannot follow;
  // nothing here memoises on it, so the warning does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    columns: columns as ColumnDef<Row, unknown>[],
    data,
    state: { sorting },
    onSortingChange: setSorting,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  if (data.length === 0) return <>{empty}</>;
  return (
    <Table size="sm" striped hover responsive className={`bg-white small align-middle ${styles.table} ${className}`}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <HeaderCell key={header.id} header={header} />
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} className={rowClassName?.(row.original)}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className={alignOf(cell.column.columnDef.meta) || undefined}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
