import { es } from 'date-fns/locale/es';
import { esES } from '@mui/material/locale';
import { esES as dataGridEsES } from '@mui/x-data-grid/locales';
import { esES as datePickersEsES } from '@mui/x-date-pickers/locales';

/** date-fns's words for dates (month and day names, the first day of the week), for the date pickers' adapterLocale. */
export const dateLocale = es;

/**
 * MUI's own texts in Spanish (pagination, autocomplete, ...), and MUI X's: the data grid's and the date
 * pickers'. Passed to createTheme(options, ...these); fetched with the language, never with the landing page.
 */
export default [esES, dataGridEsES, datePickersEsES];
