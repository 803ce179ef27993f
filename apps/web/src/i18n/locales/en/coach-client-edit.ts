/** The coach's page for one client (issue 18), /coach/clients/{id}/edit: who they are, links to the work with them, and what the coach keeps about them. */
export default {
  back: 'Back to My Clients',
  tryAgain: 'Try again',
  loading: 'Loading the client',
  loadFailed: 'The client could not be loaded.',
  notFound: 'Client not found',
  notFoundHint: 'This client is not one of yours, or their account no longer exists.',
  header: {
    active: 'Active',
    inactive: 'Inactive',
    memberSince: 'Member since {{date}}',
    lastActive: 'Last active {{when}}',
    noActivity: 'No activity yet',
  },
  links: {
    title: 'Work with this client',
    aiConfig: 'AI configuration',
    message: 'Message',
    schedule: 'Schedule a session',
    aiConversations: 'AI conversations',
  },
  form: {
    title: 'Client profile',
    shared: 'Goals and current challenges are part of the client’s profile: they see them and can change them too.',
    lists: {
      goals: { title: 'Goals', add: 'Add a goal', empty: 'No goals yet.' },
      currentChallenges: { title: 'Current challenges', add: 'Add a challenge', empty: 'No current challenges yet.' },
      addButton: 'Add',
      remove: 'Remove {{value}}',
      invalid: 'This list is too long. Remove some entries before saving.',
    },
    notes: 'Private notes',
    notesHelper: 'Only you see these; the client never does. {{length}}/{{max}} characters',
    cancel: 'Cancel',
    save: 'Save Changes',
  },
};
