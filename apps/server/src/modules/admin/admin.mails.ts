import { INVITATION_TTL_DAYS, LANGUAGES, type Role } from '@coaching/contract';
import { escapeHtml } from '../../mail/escape-html.js';

type Language = (typeof LANGUAGES)[number];
type Mail = { subject: string; text: string; html: string };
type Paragraph = { text: string } | { link: string; label: string };

/** The reader's language when the platform speaks it, else English. */
export const mailLanguage = (language: string | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : 'en';

function compose(subject: string, paragraphs: Paragraph[]): Mail {
  const text = paragraphs.map((paragraph) => ('text' in paragraph ? paragraph.text : paragraph.link)).join('\n\n');
  const html = paragraphs
    .map((paragraph) => ('text' in paragraph ? `<p>${escapeHtml(paragraph.text)}</p>` : `<p><a href="${escapeHtml(paragraph.link)}">${escapeHtml(paragraph.label)}</a></p>`))
    .join('\n');
  return { subject, text, html };
}

const ROLE_NAMES: Record<Language, Record<Role, string>> = {
  en: { client: 'a client', coach: 'a coach', admin: 'an administrator' },
  es: { client: 'cliente', coach: 'coach', admin: 'administrador o administradora' },
  fr: { client: 'client', coach: 'coach', admin: 'administrateur' },
  de: { client: 'Klient/in', coach: 'Coach', admin: 'Administrator/in' },
};

const INVITATION_TEXTS: Record<Language, (input: { name: string; inviter: string; role: string; days: number }) => { subject: string; greeting: string; body: string; action: string; validity: string; ignore: string }> = {
  en: ({ name, inviter, role, days }) => ({
    subject: 'Your invitation to the coaching platform',
    greeting: `Hi ${name},`,
    body: `${inviter} invited you to the coaching platform as ${role}. Choose your username and password here:`,
    action: 'Create your account',
    validity: `The link works for ${days} days.`,
    ignore: "If you weren't expecting this invitation, ignore this mail.",
  }),
  es: ({ name, inviter, role, days }) => ({
    subject: 'Tu invitación a la plataforma de coaching',
    greeting: `Hola, ${name}:`,
    body: `${inviter} te ha invitado a la plataforma de coaching como ${role}. Elige tu nombre de usuario y tu contraseña aquí:`,
    action: 'Crear tu cuenta',
    validity: `El enlace funciona durante ${days} días.`,
    ignore: 'Si no esperabas esta invitación, ignora este correo.',
  }),
  fr: ({ name, inviter, role, days }) => ({
    subject: 'Votre invitation à la plateforme de coaching',
    greeting: `Bonjour ${name},`,
    body: `${inviter} vous a invité à rejoindre la plateforme de coaching en tant que ${role}. Choisissez votre nom d’utilisateur et votre mot de passe ici :`,
    action: 'Créer votre compte',
    validity: `Le lien fonctionne pendant ${days} jours.`,
    ignore: 'Si vous n’attendiez pas cette invitation, ignorez ce message.',
  }),
  de: ({ name, inviter, role, days }) => ({
    subject: 'Ihre Einladung zur Coaching-Plattform',
    greeting: `Hallo ${name},`,
    body: `${inviter} hat Sie als ${role} zur Coaching-Plattform eingeladen. Wählen Sie hier Ihren Benutzernamen und Ihr Passwort:`,
    action: 'Konto erstellen',
    validity: `Der Link ist ${days} Tage gültig.`,
    ignore: 'Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.',
  }),
};

/** The mail of an admin's invitation to an account (issue 20), in the language the admin chose for the person. */
export function accountInvitationMail(language: Language, input: { firstName: string; inviterName: string; role: Role; link: string }): Mail {
  const texts = INVITATION_TEXTS[language]({ name: input.firstName, inviter: input.inviterName, role: ROLE_NAMES[language][input.role], days: INVITATION_TTL_DAYS });
  return compose(texts.subject, [
    { text: texts.greeting },
    { text: texts.body },
    { link: input.link, label: texts.action },
    { text: `${texts.validity} ${texts.ignore}` },
  ]);
}

type DecisionTexts = { subject: string; greeting: string; body: string; reasonLabel: string; action: string };

const DECISION_TEXTS: Record<Language, Record<'approved' | 'declined', (name: string) => DecisionTexts>> = {
  en: {
    approved: (name) => ({
      subject: 'Your coach account is verified',
      greeting: `Hi ${name},`,
      body: 'An administrator verified your certifications and experience. You can now invite clients and take them on, and clients find you in the coach directory.',
      reasonLabel: 'Note from the administrator:',
      action: 'Invite your first clients',
    }),
    declined: (name) => ({
      subject: 'Your coach verification was declined',
      greeting: `Hi ${name},`,
      body: 'An administrator could not verify your coach account from what you submitted. You can still sign in and edit your profile; submit your certifications and experience again to be verified.',
      reasonLabel: 'Why:',
      action: 'Open the platform',
    }),
  },
  es: {
    approved: (name) => ({
      subject: 'Tu cuenta de coach está verificada',
      greeting: `Hola, ${name}:`,
      body: 'Un administrador ha verificado tus certificaciones y tu experiencia. Ya puedes invitar a clientes y trabajar con ellos, y los clientes te encuentran en el directorio de coaches.',
      reasonLabel: 'Nota del administrador:',
      action: 'Invita a tus primeros clientes',
    }),
    declined: (name) => ({
      subject: 'Se ha rechazado la verificación de tu cuenta de coach',
      greeting: `Hola, ${name}:`,
      body: 'Un administrador no ha podido verificar tu cuenta de coach con lo que enviaste. Puedes seguir iniciando sesión y editando tu perfil; vuelve a enviar tus certificaciones y tu experiencia para que te verifiquen.',
      reasonLabel: 'Motivo:',
      action: 'Abrir la plataforma',
    }),
  },
  fr: {
    approved: (name) => ({
      subject: 'Votre compte de coach est vérifié',
      greeting: `Bonjour ${name},`,
      body: 'Un administrateur a vérifié vos certifications et votre expérience. Vous pouvez désormais inviter des clients et les accompagner, et les clients vous trouvent dans l’annuaire des coachs.',
      reasonLabel: 'Note de l’administrateur :',
      action: 'Invitez vos premiers clients',
    }),
    declined: (name) => ({
      subject: 'La vérification de votre compte de coach a été refusée',
      greeting: `Bonjour ${name},`,
      body: 'Un administrateur n’a pas pu vérifier votre compte de coach à partir de ce que vous avez envoyé. Vous pouvez toujours vous connecter et modifier votre profil ; envoyez de nouveau vos certifications et votre expérience pour être vérifié.',
      reasonLabel: 'Motif :',
      action: 'Ouvrir la plateforme',
    }),
  },
  de: {
    approved: (name) => ({
      subject: 'Ihr Coach-Konto ist verifiziert',
      greeting: `Hallo ${name},`,
      body: 'Ein Administrator hat Ihre Zertifizierungen und Ihre Erfahrung geprüft. Sie können jetzt Klienten einladen und betreuen, und Klienten finden Sie im Coach-Verzeichnis.',
      reasonLabel: 'Hinweis des Administrators:',
      action: 'Laden Sie Ihre ersten Klienten ein',
    }),
    declined: (name) => ({
      subject: 'Die Verifizierung Ihres Coach-Kontos wurde abgelehnt',
      greeting: `Hallo ${name},`,
      body: 'Ein Administrator konnte Ihr Coach-Konto anhand Ihrer Angaben nicht verifizieren. Sie können sich weiterhin anmelden und Ihr Profil bearbeiten; reichen Sie Ihre Zertifizierungen und Erfahrung erneut ein, um verifiziert zu werden.',
      reasonLabel: 'Begründung:',
      action: 'Plattform öffnen',
    }),
  },
};

/** The mail telling a coach an admin's decision on their verification (issue 20), in the coach's language. */
export function verificationDecisionMail(language: Language, input: { firstName: string; approved: boolean; reason: string | null; link: string }): Mail {
  const texts = DECISION_TEXTS[language][input.approved ? 'approved' : 'declined'](input.firstName);
  return compose(texts.subject, [
    { text: texts.greeting },
    { text: texts.body },
    ...(input.reason ? [{ text: `${texts.reasonLabel} ${input.reason}` }] : []),
    { link: input.link, label: texts.action },
  ]);
}
