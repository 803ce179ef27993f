import type { Catalogue } from '../../catalogue.js';
import type en from '../en/coach-verification.js';

const fr: Catalogue<typeof en> = {
  card: {
    title: 'Vérification du coach',
    description: 'Un administrateur vérifie vos certifications et votre expérience avant que vous invitiez et accueilliez des clients.',
    loading: 'Chargement de votre vérification',
    loadFailed: "Votre vérification n'a pas pu être chargée.",
    tryAgain: 'Réessayer',
    failed: "Vos certifications n'ont pas pu être envoyées. Veuillez réessayer.",
  },
  states: {
    toSubmit: "Envoyez vos certifications et vos années d'expérience : un administrateur les vérifie avant que vous puissiez inviter et accueillir des clients.",
    waiting: "Envoyé le {{date}} : en attente de la vérification de votre compte par un administrateur. Vous pouvez encore corriger ce que vous avez envoyé.",
    declined: "Votre compte n'a pas été vérifié. L'administrateur a écrit : « {{reason}} ». Corrigez vos certifications et envoyez-les à nouveau.",
    declinedNoReason: "Votre compte n'a pas été vérifié. Corrigez vos certifications et envoyez-les à nouveau.",
    verified: 'Votre compte de coach est vérifié : vous pouvez inviter et accueillir des clients.',
    verifiedOn: 'Vérifié le {{date}}.',
  },
  form: {
    certifications: 'Certifications',
    certification: 'Certification {{number}}',
    name: 'Nom',
    issuer: 'Délivrée par',
    year: 'Année',
    add: 'Ajouter une certification',
    remove: 'Retirer la certification {{number}}',
    experience: "Années d'expérience en coaching",
    submit: 'Envoyer pour vérification',
    resubmit: 'Envoyer à nouveau',
    update: 'Envoyer les modifications',
  },
  submitted: {
    title: 'Ce que vous avez envoyé',
    experience_one: "{{count}} an d'expérience",
    experience_other: "{{count}} ans d'expérience",
    certification: '{{name}}, {{issuer}} ({{year}})',
  },
  banner: {
    toSubmit: "Votre compte de coach n'est pas encore vérifié. Envoyez vos certifications pour pouvoir inviter des clients.",
    waiting: 'Votre compte de coach attend la vérification d’un administrateur. Vous pourrez inviter des clients une fois vérifié.',
    declined: "Votre compte de coach n'a pas été vérifié. Lisez pourquoi et envoyez à nouveau vos certifications.",
    open: 'Ouvrir ma vérification',
  },
};

export default fr;
