import { fr } from 'date-fns/locale/fr';
import { frFR } from '@mui/material/locale';
import { frFR as dataGridFrFR } from '@mui/x-data-grid/locales';
import { frFR as datePickersFrFR } from '@mui/x-date-pickers/locales';

/** date-fns's words for dates (month and day names, the first day of the week), for the date pickers' adapterLocale. */
export const dateLocale = fr;

/**
 * MUI's own texts in French (pagination, autocomplete, ...), and MUI X's: the data grid's and the date
 * pickers'. Passed to createTheme(options, ...these); fetched with the language, never with the landing page.
 */
export default [frFR, dataGridFrFR, datePickersFrFR];
