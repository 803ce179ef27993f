import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A responsive CSS grid list: one column on phones, then `sm` and `md` columns. Plain CSS grid rather
 * than MUI Grid keeps Grid's runtime out of the landing bundle. Also resets list styling, since every
 * grid here is a <ul> or <ol>.
 */
export function gridList(sm: number, md: number, gap: number | { xs: number; md: number } = 3): SxProps<Theme> {
  return {
    display: 'grid',
    gap,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(${sm}, minmax(0, 1fr))`, md: `repeat(${md}, minmax(0, 1fr))` },
    listStyle: 'none',
    m: 0,
    p: 0,
  };
}
