import type { Catalogue } from '../../catalogue.js';
import type en from '../en/schedule.js';

const de: Catalogue<typeof en> = {
  title: 'Sitzungen',
};

export default de;
