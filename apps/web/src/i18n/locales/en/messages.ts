import {
  ACCOUNT_INVITATION_MESSAGES,
  ACCOUNT_MESSAGES,
  ADMIN_MESSAGES,
  AI_COACHING_MESSAGES,
  AI_MESSAGES,
  AI_OVERSIGHT_MESSAGES,
  AUTH_MESSAGES,
  COACH_SETTINGS_MESSAGES,
  COACH_VERIFICATION_MESSAGES,
  AI_TOOLS_MESSAGES,
  ANALYTICS_MESSAGES,
  COACH_MESSAGES,
  CONVERSATION_MESSAGES,
  GLOBAL_ERROR_MESSAGES,
  GOAL_MESSAGES,
  HTTP_MESSAGES,
  INVITATION_MESSAGES,
  NOTIFICATION_MESSAGES,
  PAGE_MESSAGES,
  PROFILE_MESSAGES,
  PROGRESS_MESSAGES,
  REALTIME_MESSAGES,
  REGISTER_MESSAGES,
  SESSION_MESSAGES,
  SETTINGS_MESSAGES,
  SUCCESS_MESSAGES,
  TEMPLATE_MESSAGES,
  USER_ADMIN_MESSAGES,
  VALIDATION_MESSAGES,
} from '@coaching/contract';

/**
 * The contract's messages (spec sections 5 and 8, verbatim) as the English catalogue: each export becomes a group
 * named after it (AUTH_MESSAGES -> auth, GLOBAL_ERROR_MESSAGES -> globalError), each text keeps its name. A text
 * the contract builds with a function is the function's own output around {{placeholders}}, so the wording stays
 * the contract's; counted texts become i18next plurals (messages.test.ts checks both against the contract).
 */
const slot = (name: string) => `{{${name}}}`;

const { welcomeBack, welcomeToPlatform, ...auth } = AUTH_MESSAGES;
const { completedRating, completedNextFocus, durationMinutes, completedOn, guardrailBanner, ...aiCoaching } = AI_COACHING_MESSAGES;
const { daysLeftLabel, ...goal } = GOAL_MESSAGES;
const [accountInfo, personalDetails, roleSetup] = REGISTER_MESSAGES.stepLabels;
const { copyOf, ...template } = TEMPLATE_MESSAGES;
const {
  userRegisteredDescription,
  sessionCompletedDescription,
  goalCreatedDescription,
  aiConversationStartedDescription,
  conversationStartedDescription,
  ...analytics
} = ANALYTICS_MESSAGES;

export default {
  validation: VALIDATION_MESSAGES,
  globalError: GLOBAL_ERROR_MESSAGES,
  auth: { ...auth, welcomeBack: welcomeBack(slot('firstName')), welcomeToPlatform: welcomeToPlatform(slot('firstName')) },
  admin: ADMIN_MESSAGES,
  userAdmin: USER_ADMIN_MESSAGES,
  coachVerification: COACH_VERIFICATION_MESSAGES,
  accountInvitation: ACCOUNT_INVITATION_MESSAGES,
  settings: SETTINGS_MESSAGES,
  coach: COACH_MESSAGES,
  profile: PROFILE_MESSAGES,
  conversation: CONVERSATION_MESSAGES,
  notification: NOTIFICATION_MESSAGES,
  session: SESSION_MESSAGES,
  ai: AI_MESSAGES,
  aiCoaching: {
    ...aiCoaching,
    completedRating: completedRating(slot('rating') as unknown as number),
    completedNextFocus: completedNextFocus(slot('focus')),
    durationMinutes_one: durationMinutes(1).replace('1', slot('count')),
    durationMinutes_other: durationMinutes(2).replace('2', slot('count')),
    completedOn: completedOn(slot('date')),
    guardrailBanner: guardrailBanner(slot('style'), slot('length'), slot('focus')),
  },
  goal: {
    ...goal,
    daysLeftLabel_one: daysLeftLabel(1).replace('1', slot('count')),
    daysLeftLabel_other: daysLeftLabel(2).replace('2', slot('count')),
  },
  page: PAGE_MESSAGES,
  success: SUCCESS_MESSAGES,
  http: HTTP_MESSAGES,
  register: {
    stepLabels: { accountInfo, personalDetails, roleSetup },
    roleExplanation: REGISTER_MESSAGES.roleExplanation,
    signInHere: REGISTER_MESSAGES.signInHere,
  },
  coachSettings: COACH_SETTINGS_MESSAGES,
  invitation: INVITATION_MESSAGES,
  aiOversight: AI_OVERSIGHT_MESSAGES,
  aiTools: AI_TOOLS_MESSAGES,
  realtime: {
    safetyAlertCrisis: REALTIME_MESSAGES.safetyAlertCrisis(slot('clientName')),
    safetyAlertConcern: REALTIME_MESSAGES.safetyAlertConcern(slot('clientName')),
  },
  template: { ...template, copyOf: copyOf(slot('title')) },
  progress: PROGRESS_MESSAGES,
  account: ACCOUNT_MESSAGES,
  analytics: {
    ...analytics,
    userRegisteredDescription: userRegisteredDescription(slot('name'), slot('role')),
    sessionCompletedDescription: sessionCompletedDescription(slot('coach'), slot('client')),
    goalCreatedDescription: goalCreatedDescription(slot('name'), slot('category')),
    aiConversationStartedDescription: aiConversationStartedDescription(slot('name')),
    conversationStartedDescription: conversationStartedDescription(slot('coach'), slot('client')),
  },
};
