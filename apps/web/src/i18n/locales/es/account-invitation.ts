import type { Catalogue } from '../../catalogue.js';
import type en from '../en/account-invitation.js';

const es: Catalogue<typeof en> = {
  title: 'Crea tu cuenta',
  loading: 'Leyendo tu invitación',
  loadFailed: 'No se pudo leer la invitación. Inténtalo de nuevo.',
  missingToken: 'Este enlace no contiene ninguna invitación. Vuelve a abrir el enlace de tu correo de invitación.',
  invitedBy: '{{inviter}} te ha invitado a unirte como {{role}}',
  invited: 'Te han invitado a unirte como {{role}}',
  roles: { client: 'cliente', coach: 'coach', admin: 'administrador' },
  account: 'Tu cuenta: {{name}}, {{email}}.',
  expires: 'La invitación es válida hasta el {{date}}.',
  choose: 'Elige cómo iniciarás sesión.',
  email: 'Correo electrónico',
  username: 'Nombre de usuario',
  password: 'Contraseña',
  confirmPassword: 'Confirmar contraseña',
  submit: 'Crear cuenta',
  goHome: 'Ir a la página de inicio',
  haveAccount: '¿Ya tienes una cuenta?',
  signIn: 'Inicia sesión aquí',
};

export default es;
