import type { Catalogue } from '../../catalogue.js';
import type en from '../en/client-profile.js';

const fr: Catalogue<typeof en> = {
  subtitle: 'Ce que vous attendez du coaching, et la manière dont vous aimez être accompagné.',
  roles: { admin: 'Administrateur', coach: 'Coach', client: 'Client' },
  actions: {
    edit: 'Modifier le profil',
    cancel: 'Annuler',
    save: 'Enregistrer les modifications',
  },
  personal: {
    title: 'Informations personnelles',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone',
    bio: 'Biographie',
    timezone: 'Fuseau horaire',
    notSet: 'Non renseigné',
  },
  lists: {
    goals: {
      title: 'Objectifs de coaching',
      add: 'Ajouter un objectif',
      dialogTitle: 'Ajouter un objectif de coaching',
      field: 'Objectif',
      empty: 'Aucun objectif de coaching pour l’instant.',
    },
    currentChallenges: {
      title: 'Défis actuels',
      add: 'Ajouter un défi',
      dialogTitle: 'Ajouter un défi actuel',
      field: 'Défi',
      empty: 'Aucun défi actuel pour l’instant.',
    },
    add: 'Ajouter',
    cancel: 'Annuler',
    duplicate: 'Déjà dans la liste',
    remove: 'Retirer {{value}}',
  },
  style: {
    title: 'Style de coaching préféré',
    label: 'Style de coaching',
    none: 'Aucune préférence',
    noneDescription: 'Les nouvelles conversations de coaching IA suivent le style que votre coach a choisi pour vous, ou celui de votre dernière conversation.',
    hint: 'Votre coach IA commence chaque nouvelle conversation dans ce style ; vous pouvez toujours le changer au cours d’une conversation.',
    options: {
      directive: {
        label: 'Directif',
        description: 'Une structure claire vers un plan : votre objectif, la situation actuelle, vos options et ce que vous allez faire (GROW).',
      },
      'non-directive': {
        label: 'Non directif',
        description: 'Des questions ouvertes et aucun conseil, pour que vous trouviez vos propres réponses (compétences clés de l’ICF).',
      },
      'solution-focused': {
        label: 'Orienté solutions',
        description: 'Ce qui fonctionne déjà, et le prochain petit pas vers là où vous voulez aller.',
      },
      'cognitive-behavioral': {
        label: 'Cognitivo-comportemental',
        description: 'Les croyances et les schémas de pensée derrière ce que vous faites, et la personne que vous voulez être (transformationnel).',
      },
    },
  },
};

export default fr;
