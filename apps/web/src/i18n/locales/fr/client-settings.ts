import type { Catalogue } from '../../catalogue.js';
import type en from '../en/client-settings.js';

const fr: Catalogue<typeof en> = {
  subtitle: 'Choisissez comment nous vous prévenons, ce que votre coach et la plateforme peuvent voir, et protégez votre compte.',
  notifications: {
    title: 'Notifications',
    hint: 'Chaque modification est enregistrée immédiatement.',
    email: 'Notifications par e-mail',
    sms: 'Notifications par SMS',
    push: 'Notifications push',
    weeklyReports: 'Rapports hebdomadaires',
    sessionReminders: 'Rappels de séance',
    goalUpdates: 'Mises à jour des objectifs',
    hints: {
      email: 'Nouveaux messages, changements de séance et rappels par e-mail, en plus de l’application.',
      sms: 'Les SMS ne sont pas encore configurés sur cette plateforme.',
      push: 'Les notifications du navigateur arriveront dans une version ultérieure ; votre choix est conservé d’ici là.',
      weeklyReports: 'Un résumé hebdomadaire de votre progression. Il n’est pas encore envoyé ; votre choix est conservé d’ici là.',
      sessionReminders: 'Un rappel 24 heures et 1 heure avant chaque séance, dans l’application et, si l’e-mail est activé, par e-mail.',
      goalUpdates: 'Une notification lorsque votre coach met à jour l’un de vos objectifs.',
    },
  },
  privacy: {
    title: 'Confidentialité',
    hint: 'Chaque modification est enregistrée immédiatement.',
    shareProgressWithCoach: 'Partager ma progression avec mon coach',
    sharingOn: 'Activé : votre coach peut lire l’intégralité de vos conversations de coaching IA.',
    sharingOff: 'Désactivé : votre coach ne voit que les résumés, les enseignements et les actions de votre coaching IA, pas les conversations elles-mêmes.',
    safetyAlerts: 'Dans tous les cas, les alertes de sécurité parviennent toujours à votre coach.',
    allowDataAnalytics: 'Autoriser l’analyse des données',
    allowDataAnalyticsHint: 'Votre activité peut être comptée, sans votre nom, dans les statistiques d’utilisation de la plateforme.',
    visibleToOtherClients: 'Visible par les autres clients',
    visibleToOtherClientsHint: 'Les autres clients de la plateforme peuvent voir votre nom et votre profil.',
  },
  appearance: {
    title: 'Apparence',
    hint: 'Appliquée immédiatement et conservée avec votre compte : vous la retrouvez partout où vous vous connectez. Les dates et heures s’affichent dans votre fuseau horaire.',
    theme: 'Thème',
    themes: { light: 'Clair', dark: 'Sombre', auto: 'Comme mon appareil' },
    language: 'Langue',
    timezone: 'Fuseau horaire',
  },
  reads: {
    title: 'Qui a lu mes conversations avec l’IA',
    hint: 'Chaque fois que votre coach ou un administrateur de la plateforme ouvre ou télécharge en entier l’une de vos conversations de coaching IA, elle figure ici.',
    loading: 'Chargement de la liste des lectures de vos conversations avec l’IA',
    loadFailed: 'La liste des personnes ayant lu vos conversations avec l’IA n’a pas pu être chargée.',
    tryAgain: 'Réessayer',
    empty: 'Personne n’a lu vos conversations avec l’IA',
    formerUser: 'Un ancien utilisateur',
    columns: { reader: 'Qui', conversation: 'Conversation', kind: 'Quoi', when: 'Quand' },
    kinds: { transcript: 'Lue', export: 'Téléchargée' },
    roles: { coach: 'Coach', admin: 'Administrateur', other: 'Autre' },
  },
};

export default fr;
