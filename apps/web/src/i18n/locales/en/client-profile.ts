/** The client's own profile, /client/profile (spec sections 2, 3 and 5); the title comes from the shell. */
export default {
  subtitle: 'What you want from coaching, and how you like to be coached.',
  roles: { admin: 'Administrator', coach: 'Coach', client: 'Client' },
  actions: {
    edit: 'Edit Profile',
    cancel: 'Cancel',
    save: 'Save Changes',
  },
  personal: {
    title: 'Personal Information',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    bio: 'Bio',
    timezone: 'Timezone',
    notSet: 'Not set',
  },
  lists: {
    goals: {
      title: 'Coaching Goals',
      add: 'Add Goal',
      dialogTitle: 'Add a coaching goal',
      field: 'Goal',
      empty: 'No coaching goals yet.',
    },
    currentChallenges: {
      title: 'Current Challenges',
      add: 'Add Challenge',
      dialogTitle: 'Add a current challenge',
      field: 'Challenge',
      empty: 'No current challenges yet.',
    },
    add: 'Add',
    cancel: 'Cancel',
    duplicate: 'Already in the list',
    remove: 'Remove {{value}}',
  },
  style: {
    title: 'Preferred Coaching Style',
    label: 'Coaching style',
    none: 'No preference',
    noneDescription: "New AI coaching conversations follow the style your coach set for you, or your last conversation's.",
    hint: 'Your AI coach starts each new conversation in this style; you can still change it within a conversation.',
    options: {
      directive: {
        label: 'Directive',
        description: 'A clear structure towards a plan: your goal, where things stand, your options and what you will do (GROW).',
      },
      'non-directive': {
        label: 'Non-directive',
        description: 'Open questions and no advice, so that you find your own answers (ICF core competencies).',
      },
      'solution-focused': {
        label: 'Solution-focused',
        description: 'What already works, and the next small step towards where you want to be.',
      },
      'cognitive-behavioral': {
        label: 'Cognitive-behavioral',
        description: 'The beliefs and thinking patterns behind what you do, and who you want to be (transformational).',
      },
    },
  },
};
