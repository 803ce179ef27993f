import type { Catalogue } from '../../catalogue.js';
import type en from '../en/schedule.js';

const es: Catalogue<typeof en> = {
  title: 'Sesiones',
};

export default es;
