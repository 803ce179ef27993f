import type { Catalogue } from '../../catalogue.js';
import type en from '../en/auth.js';

const es: Catalogue<typeof en> = {
  signIn: {
    title: 'Iniciar sesión',
    subtitle: 'Hola de nuevo. Sigue donde lo dejaste.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    forgot: '¿Has olvidado tu contraseña?',
    newHere: '¿Eres nuevo?',
    createAccount: 'Crea una cuenta',
    close: 'Cerrar',
    loadingForm: 'Cargando el formulario de inicio de sesión',
  },
  forgot: {
    title: 'Restablece tu contraseña',
    text: 'Escribe el correo con el que inicias sesión y te enviaremos un enlace para elegir una contraseña nueva.',
    email: 'Correo electrónico',
    cancel: 'Cancelar',
    close: 'Cerrar',
    send: 'Enviar enlace',
  },
  register: {
    title: 'Crea tu cuenta',
    subtitle: 'Tres pasos rápidos y ya estás dentro.',
    email: 'Correo electrónico',
    username: 'Nombre de usuario',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    phone: 'Teléfono',
    bio: 'Sobre ti',
    optional: 'Opcional',
    bioHint: 'Opcional: unas palabras sobre ti',
    joiningAs: 'Me uno como',
    roles: { client: 'Cliente', coach: 'Coach' },
    back: 'Atrás',
    next: 'Siguiente',
    create: 'Crear cuenta',
    haveAccount: '¿Ya tienes cuenta?',
  },
  reset: {
    title: 'Restablece tu contraseña',
    subtitle: 'Elige una contraseña nueva para tu cuenta.',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar contraseña',
    submit: 'Restablecer contraseña',
    requestNewLink: 'Pedir un enlace nuevo',
    done_one: 'Ya puedes iniciar sesión con tu nueva contraseña. Te llevaremos a la página de inicio de sesión en {{count}} segundo.',
    done_other: 'Ya puedes iniciar sesión con tu nueva contraseña. Te llevaremos a la página de inicio de sesión en {{count}} segundos.',
    backToLogin: 'Volver a iniciar sesión',
  },
};

export default es;
