import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

export type TableColumn = { label: string; numeric?: boolean };
export type TableRowData = { key: string; header: string; cells: ReactNode[] };

type Props = { labelledBy: string; columns: TableColumn[]; rows: TableRowData[] };

/** A chart's numbers as a table: the first column names each row (a week, a client, a message), the others are the series. */
export function DataTable({ labelledBy, columns, rows }: Props) {
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row">
                {row.header}
              </TableCell>
              {row.cells.map((cell, index) => (
                <TableCell key={columns[index + 1]?.label ?? index} align={columns[index + 1]?.numeric ? 'right' : 'left'}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
