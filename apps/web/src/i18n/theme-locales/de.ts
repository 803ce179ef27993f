import { de } from 'date-fns/locale/de';
import { deDE } from '@mui/material/locale';
import { deDE as dataGridDeDE } from '@mui/x-data-grid/locales';
import { deDE as datePickersDeDE } from '@mui/x-date-pickers/locales';

/** date-fns's words for dates (month and day names, the first day of the week), for the date pickers' adapterLocale. */
export const dateLocale = de;

/**
 * MUI's own texts in German (pagination, autocomplete, ...), and MUI X's: the data grid's and the date
 * pickers'. Passed to createTheme(options, ...these); fetched with the language, never with the landing page.
 */
export default [deDE, dataGridDeDE, datePickersDeDE];
