import TableChartIcon from '@mui/icons-material/TableChart';
import { Box, Stack, ToggleButton } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden.js';

/**
 * A chart and the same numbers as a table. The chart is drawn for the eye only; the table is always there for
 * screen readers, and shown in the chart's place when the reader presses the toggle, labelled by the caller
 * (showTableLabel, e.g. 'Show as table' in the caller's language).
 */
export function ChartWithTable({ chart, table, showTableLabel }: { chart: ReactNode; table: ReactNode; showTableLabel: string }) {
  const [asTable, setAsTable] = useState(false);
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ToggleButton value="table" size="small" selected={asTable} onChange={() => setAsTable((shown) => !shown)} sx={{ gap: 1 }}>
          <TableChartIcon fontSize="small" aria-hidden="true" />
          {showTableLabel}
        </ToggleButton>
      </Box>
      {!asTable && <Box aria-hidden="true">{chart}</Box>}
      {/* Hidden, its table must not scroll: a scrolling region nobody can reach by keyboard is an axe violation. */}
      <Box sx={asTable ? undefined : { ...visuallyHidden, '& .MuiTableContainer-root': { overflow: 'visible' } }}>{table}</Box>
    </Stack>
  );
}
