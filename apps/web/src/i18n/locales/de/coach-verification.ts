import type { Catalogue } from '../../catalogue.js';
import type en from '../en/coach-verification.js';

const de: Catalogue<typeof en> = {
  card: {
    title: 'Coach-Verifizierung',
    description: 'Ein Administrator prüft Ihre Zertifizierungen und Erfahrung, bevor Sie Klienten einladen und annehmen.',
    loading: 'Ihre Verifizierung wird geladen',
    loadFailed: 'Ihre Verifizierung konnte nicht geladen werden.',
    tryAgain: 'Erneut versuchen',
    failed: 'Ihre Zertifizierungen konnten nicht gesendet werden. Bitte versuchen Sie es erneut.',
  },
  states: {
    toSubmit: 'Senden Sie Ihre Zertifizierungen und Ihre Jahre an Erfahrung: Ein Administrator prüft sie, bevor Sie Klienten einladen und annehmen können.',
    waiting: 'Gesendet am {{date}}: Ihr Konto wartet auf die Verifizierung durch einen Administrator. Sie können Ihre Angaben noch korrigieren.',
    declined: 'Ihr Konto wurde nicht verifiziert. Der Administrator schrieb: „{{reason}}“. Korrigieren Sie Ihre Zertifizierungen und senden Sie sie erneut.',
    declinedNoReason: 'Ihr Konto wurde nicht verifiziert. Korrigieren Sie Ihre Zertifizierungen und senden Sie sie erneut.',
    verified: 'Ihr Coach-Konto ist verifiziert: Sie können Klienten einladen und annehmen.',
    verifiedOn: 'Verifiziert am {{date}}.',
  },
  form: {
    certifications: 'Zertifizierungen',
    certification: 'Zertifizierung {{number}}',
    name: 'Name',
    issuer: 'Ausgestellt von',
    year: 'Jahr',
    add: 'Zertifizierung hinzufügen',
    remove: 'Zertifizierung {{number}} entfernen',
    experience: 'Jahre Coaching-Erfahrung',
    submit: 'Zur Verifizierung senden',
    resubmit: 'Erneut senden',
    update: 'Änderungen senden',
  },
  submitted: {
    title: 'Ihre Angaben',
    experience_one: '{{count}} Jahr Erfahrung',
    experience_other: '{{count}} Jahre Erfahrung',
    certification: '{{name}}, {{issuer}} ({{year}})',
  },
  banner: {
    toSubmit: 'Ihr Coach-Konto ist noch nicht verifiziert. Senden Sie Ihre Zertifizierungen, um Klienten einladen zu können.',
    waiting: 'Ihr Coach-Konto wartet auf die Verifizierung durch einen Administrator. Sie können Klienten einladen, sobald es verifiziert ist.',
    declined: 'Ihr Coach-Konto wurde nicht verifiziert. Lesen Sie den Grund und senden Sie Ihre Zertifizierungen erneut.',
    open: 'Meine Verifizierung öffnen',
  },
};

export default de;
