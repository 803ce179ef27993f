import TableChartIcon from '@mui/icons-material/TableChart';
import { Box, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, ToggleButton } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visually-hidden.js';

/**
 * A chart and the same numbers as a table. The chart is drawn for the eye only; the table is always there for
 * screen readers, and shown in the chart's place when the reader presses 'Show as table'.
 */
export function ChartWithTable({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  const { t } = useTranslation('coach-ai-oversight');
  const [asTable, setAsTable] = useState(false);
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ToggleButton value="table" size="small" selected={asTable} onChange={() => setAsTable((shown) => !shown)} sx={{ gap: 1 }}>
          <TableChartIcon fontSize="small" aria-hidden="true" />
          {t('showTable')}
        </ToggleButton>
      </Box>
      {!asTable && <Box aria-hidden="true">{chart}</Box>}
      <Box sx={asTable ? undefined : visuallyHidden}>{table}</Box>
    </Stack>
  );
}

export type TableRowData = { key: string; header: string; cells: ReactNode[] };

/** A chart's numbers as a table: the first column names each row (a week, a message), the others are the series. */
export function DataTable({ labelledBy, columns, rows }: { labelledBy: string; columns: string[]; rows: TableRowData[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
                {column}
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
                <TableCell key={columns[index + 1] ?? index} align="right">
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
