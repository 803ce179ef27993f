/** /client/settings (spec section 2, Client settings; issue 18, who read my AI conversations). */
export default {
  subtitle: 'Choose what your coach and the platform may see, and keep your account safe.',
  privacy: {
    title: 'Privacy',
    hint: 'Each change is saved at once.',
    shareProgressWithCoach: 'Share my progress with my coach',
    sharingOn: 'On: your coach can read your full AI coaching conversations.',
    sharingOff: 'Off: your coach sees only the summaries, insights and action items of your AI coaching, not the conversations themselves.',
    safetyAlerts: 'Either way, safety alerts always reach your coach.',
    allowDataAnalytics: 'Allow data analytics',
    allowDataAnalyticsHint: 'Your activity may be counted, without your name, in the platform’s usage figures.',
    visibleToOtherClients: 'Visible to other clients',
    visibleToOtherClientsHint: 'Other clients of the platform may see your name and profile.',
  },
  reads: {
    title: 'Who read my AI conversations',
    hint: 'Each time your coach or a platform administrator opens or downloads one of your AI coaching conversations in full, it is listed here.',
    loading: 'Loading who read your AI conversations',
    loadFailed: 'The list of who read your AI conversations could not be loaded.',
    tryAgain: 'Try again',
    empty: 'Nobody has read your AI conversations',
    formerUser: 'A former user',
    columns: { reader: 'Who', conversation: 'Conversation', kind: 'What', when: 'When' },
    kinds: { transcript: 'Read', export: 'Downloaded' },
    roles: { coach: 'Coach', admin: 'Administrator', other: 'Other' },
  },
};
