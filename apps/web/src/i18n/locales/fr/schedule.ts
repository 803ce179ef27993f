import type { Catalogue } from '../../catalogue.js';
import type en from '../en/schedule.js';

const fr: Catalogue<typeof en> = {
  title: 'Séances',
};

export default fr;
