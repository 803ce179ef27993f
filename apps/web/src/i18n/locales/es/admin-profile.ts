import type { Catalogue } from '../../catalogue.js';
import type en from '../en/admin-profile.js';

const es: Catalogue<typeof en> = {
  subtitle: 'Tus datos tal como los ven los demás administradores y el registro de auditoría, y tu contraseña.',
  roles: { admin: 'Administrador', coach: 'Coach', client: 'Cliente' },
  actions: {
    edit: 'Editar perfil',
    cancel: 'Cancelar',
    save: 'Guardar cambios',
  },
  personal: {
    title: 'Información personal',
    firstName: 'Nombre',
    lastName: 'Apellido',
    phone: 'Teléfono',
    bio: 'Biografía',
    timezone: 'Zona horaria',
    notSet: 'Sin indicar',
  },
};

export default es;
