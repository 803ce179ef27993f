import type { Catalogue } from '../../catalogue.js';
import type en from '../en/password-change.js';

const es: Catalogue<typeof en> = {
  title: 'Cambiar contraseña',
  hint: 'Se cerrará la sesión en todos tus demás dispositivos.',
  current: 'Contraseña actual',
  new: 'Nueva contraseña',
  confirm: 'Confirmar la nueva contraseña',
  submit: 'Cambiar contraseña',
};

export default es;
