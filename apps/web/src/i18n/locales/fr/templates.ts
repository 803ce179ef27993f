import type { Catalogue } from '../../catalogue.js';
import type en from '../en/templates.js';

const fr: Catalogue<typeof en> = {
  intro: 'Réutilisez vos plans de séance lorsque vous planifiez une séance, et vos messages dans n’importe quelle conversation.',
  tryAgain: 'Réessayer',
  tabs: { label: 'Types de modèle', session_plan: 'Plans de séance', message: 'Modèles de message' },
  create: { session_plan: 'Nouveau plan de séance', message: 'Nouveau modèle de message' },
  list: {
    loading: 'Chargement des modèles',
    loadFailed: 'Impossible de charger vos modèles.',
    empty: {
      session_plan: 'Pas encore de plan de séance. Un plan est un déroulé que vous pouvez joindre en planifiant une séance.',
      message: 'Pas encore de modèle de message. Enregistrez les messages que vous envoyez souvent et insérez-les dans n’importe quelle conversation.',
    },
  },
  card: {
    uses_one: 'Utilisé une fois',
    uses_other: 'Utilisé {{count}} fois',
    unused: 'Pas encore utilisé',
    items_one: '{{count}} point, {{minutes}} min au total',
    items_other: '{{count}} points, {{minutes}} min au total',
    edit: 'Modifier {{title}}',
    duplicate: 'Dupliquer {{title}}',
    delete: 'Supprimer {{title}}',
  },
  dialog: {
    createTitle: { session_plan: 'Nouveau plan de séance', message: 'Nouveau modèle de message' },
    editTitle: { session_plan: 'Modifier le plan de séance', message: 'Modifier le modèle de message' },
    title: 'Titre',
    content: { session_plan: 'Notes (facultatif)', message: 'Message' },
    contentHint: 'Écrivez {{placeholder}} à l’endroit où doit figurer le prénom du client.',
    cancel: 'Annuler',
    save: 'Enregistrer',
    create: 'Créer',
    failed: 'Impossible d’enregistrer le modèle.',
  },
  agenda: {
    label: 'Déroulé',
    itemTitle: 'Point {{number}}',
    minutes: 'Minutes du point {{number}}',
    add: 'Ajouter un point',
    remove: 'Retirer le point {{number}}',
    up: 'Monter le point {{number}}',
    down: 'Descendre le point {{number}}',
    total: 'Total : {{minutes}} min',
    empty: 'Aucun point pour l’instant. Ajoutez le premier.',
  },
  deleteDialog: {
    title: 'Supprimer ce modèle ?',
    text: '« {{title}} » sera supprimé. Les séances déjà planifiées avec lui gardent leur plan.',
    keep: 'Le garder',
    confirm: 'Supprimer',
  },
  failures: { delete: 'Impossible de supprimer le modèle.', duplicate: 'Impossible de dupliquer le modèle.' },
  plan: {
    label: 'Plan de séance',
    none: 'Aucun plan',
    hint: 'Son déroulé est copié dans la séance.',
    noPlans: 'Pas encore de plan de séance. Créez-en un dans Modèles.',
    loadFailed: 'Impossible de charger vos plans de séance.',
    option: '{{title}} ({{minutes}} min)',
    heading: 'Plan de séance : {{title}}',
    minutes: '{{minutes}} min',
    total: 'Total : {{minutes}} min',
  },
  insert: {
    button: 'Insérer un modèle',
    loading: 'Chargement des modèles de message',
    loadFailed: 'Impossible de charger vos modèles de message.',
    empty: 'Pas encore de modèle de message',
    manage: 'Gérer les modèles',
  },
};

export default fr;
