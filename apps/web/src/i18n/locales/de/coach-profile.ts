import type { Catalogue } from '../../catalogue.js';
import type en from '../en/coach-profile.js';

const de: Catalogue<typeof en> = {
  subtitle: 'Was Ihre Klienten über Sie wissen und was Sie in Ihre Praxis einbringen.',
  roles: { admin: 'Administrator', coach: 'Coach', client: 'Klient' },
  actions: {
    edit: 'Profil bearbeiten',
    cancel: 'Abbrechen',
    save: 'Änderungen speichern',
  },
  personal: {
    title: 'Persönliche Informationen',
    firstName: 'Vorname',
    lastName: 'Nachname',
    phone: 'Telefon',
    bio: 'Über mich',
    timezone: 'Zeitzone',
    notSet: 'Nicht angegeben',
  },
  coaching: {
    title: 'Coaching-Angaben',
    experience: 'Erfahrung',
    experienceHint: 'Volle Jahre als Coach',
    experienceYears_one: '{{count}} Jahr',
    experienceYears_other: '{{count}} Jahre',
    hourlyRate: 'Stundensatz',
    hourlyRateHint: 'Optional; leer lassen, um keinen Satz anzuzeigen',
    noRate: 'Kein Stundensatz',
  },
  lists: {
    certifications: {
      title: 'Zertifizierungen',
      add: 'Zertifizierung hinzufügen',
      empty: 'Noch keine Zertifizierungen.',
    },
    specializations: {
      title: 'Spezialisierungen',
      add: 'Spezialisierung hinzufügen',
      empty: 'Noch keine Spezialisierungen.',
    },
    languages: {
      title: 'Sprachen',
      add: 'Sprache hinzufügen',
      empty: 'Noch keine Sprachen.',
    },
    addButton: 'Hinzufügen',
    remove: '{{value}} entfernen',
  },
  availability: {
    title: 'Wöchentliche Verfügbarkeit',
    zone: 'Zeiten in {{zone}}',
    hours: '{{start}}–{{end}}',
    dayOff: 'Freier Tag',
    edit: 'Im Terminplan bearbeiten',
    loadFailed: 'Ihre Wochenzeiten konnten nicht geladen werden.',
  },
  ratings: {
    label: 'Ihre Bewertungen',
    average: 'Durchschnittliche Bewertung',
    outOf: '{{rating}} / 5',
    ratingLabel: 'Mit {{rating}} von 5 bewertet',
    ratedSessions_one: 'Aus {{count}} bewerteten Sitzung',
    ratedSessions_other: 'Aus {{count}} bewerteten Sitzungen',
    noRatings: 'Noch keine Bewertungen',
    completed: 'Abgeschlossene Sitzungen',
    loadFailed: 'Konnte nicht geladen werden.',
    tryAgain: 'Erneut versuchen',
  },
  errors: {
    experience: 'Geben Sie eine ganze Zahl von Jahren zwischen 0 und {{max}} ein',
    hourlyRate: 'Geben Sie einen Betrag zwischen 0 und {{max}} mit höchstens zwei Nachkommastellen ein',
  },
};

export default de;
