import type { Catalogue } from '../../catalogue.js';
import type en from '../en/coach-verification.js';

const es: Catalogue<typeof en> = {
  card: {
    title: 'Verificación del coach',
    description: 'Un administrador revisa tus certificaciones y tu experiencia antes de que invites y aceptes clientes.',
    loading: 'Cargando tu verificación',
    loadFailed: 'No se pudo cargar tu verificación.',
    tryAgain: 'Reintentar',
    failed: 'No se pudieron enviar tus certificaciones. Inténtalo de nuevo.',
  },
  states: {
    toSubmit: 'Envía tus certificaciones y tus años de experiencia: un administrador los verifica antes de que puedas invitar y aceptar clientes.',
    waiting: 'Enviado el {{date}}: a la espera de que un administrador verifique tu cuenta. Aún puedes corregir lo que enviaste.',
    declined: 'Tu cuenta no fue verificada. El administrador escribió: «{{reason}}». Corrige tus certificaciones y vuelve a enviarlas.',
    declinedNoReason: 'Tu cuenta no fue verificada. Corrige tus certificaciones y vuelve a enviarlas.',
    verified: 'Tu cuenta de coach está verificada: puedes invitar y aceptar clientes.',
    verifiedOn: 'Verificada el {{date}}.',
  },
  form: {
    certifications: 'Certificaciones',
    certification: 'Certificación {{number}}',
    name: 'Nombre',
    issuer: 'Emitida por',
    year: 'Año',
    add: 'Añadir una certificación',
    remove: 'Quitar la certificación {{number}}',
    experience: 'Años de experiencia como coach',
    submit: 'Enviar para verificación',
    resubmit: 'Volver a enviar',
    update: 'Enviar los cambios',
  },
  submitted: {
    title: 'Lo que enviaste',
    experience_one: '{{count}} año de experiencia',
    experience_other: '{{count}} años de experiencia',
    certification: '{{name}}, {{issuer}} ({{year}})',
  },
  banner: {
    toSubmit: 'Tu cuenta de coach aún no está verificada. Envía tus certificaciones para poder invitar clientes.',
    waiting: 'Tu cuenta de coach está a la espera de que un administrador la verifique. Podrás invitar clientes cuando esté verificada.',
    declined: 'Tu cuenta de coach no fue verificada. Lee el motivo y vuelve a enviar tus certificaciones.',
    open: 'Abrir mi verificación',
  },
};

export default es;
