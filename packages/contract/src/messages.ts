/** Every user-facing text of spec sections 5 and 8, named once for server and web. */

export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameCharacters: 'Username can only contain letters, numbers, underscores, and hyphens',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordComplexity: 'Password must contain uppercase, lowercase, number, and special character',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  roleRequired: 'Please select your role',
  resetTokenMissing: 'Invalid or missing reset token. Please request a new password reset.',
  newPasswordsDoNotMatch: 'New passwords do not match',
  changePasswordTooShort: 'Password must be at least 6 characters',
  currentPasswordRequired: 'Current password is required',
  adminCreateUserInfo: 'User creation should be handled through the registration process',
  selectClientForConversation: 'Please select a client to start a conversation',
  noActiveConversation: 'No active conversation',
  clientRemovalNotImplemented: 'Client removal not yet implemented',
  temperatureHelper: '0.1-2.0',
} as const;

export const GLOBAL_ERROR_MESSAGES = {
  timeout: 'Request timed out. Please check your connection and try again.',
  sessionExpired: 'Session expired. Please log in again.',
  forbidden: 'Access denied. You do not have permission to perform this action.',
  server: 'Server error. Please try again later.',
  network: 'Network error. Please check your connection.',
  unexpected: 'An unexpected error occurred',
} as const;

export const AUTH_MESSAGES = {
  registrationFailedRetry: 'Registration failed. Please try again.',
  registrationFailed: 'Registration failed',
  loginFailed: 'Login failed',
  loginFailedRetry: 'Login failed. Please try again.',
  resetFailed: 'Failed to reset password. The token may have expired.',
  invalidResetToken: 'Invalid reset token',
  passwordRecoveryComingSoon: 'Password recovery feature coming soon. Please contact support.',
  welcomeBack: (firstName: string) => `Welcome back, ${firstName}!`,
  welcomeToPlatform: (firstName: string) => `Welcome to the platform, ${firstName}!`,
  loggedOut: 'Logged out successfully',
  // Server texts the spec leaves to us.
  invalidCredentials: 'Invalid email or password',
  accountDisabled: 'This account has been deactivated. Please contact support.',
  accountLocked: 'Too many failed sign-in attempts. Please try again later.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  authenticationRequired: 'Authentication required',
  invalidRefreshToken: 'Your session has ended. Please sign in again.',
  currentPasswordIncorrect: 'Current password is incorrect',
  forgotPasswordSent: 'If an account exists for that email, a password reset link is on its way.',
  resetMailSubject: 'Reset your password',
} as const;

export const ADMIN_MESSAGES = {
  loadAnalyticsFailed: 'Failed to load analytics data',
  loadUsersFailed: 'Failed to load users',
  saveUserFailed: 'Failed to save user',
  deactivateUserFailed: 'Failed to deactivate user',
  reactivateUserFailed: 'Failed to reactivate user',
} as const;

export const COACH_MESSAGES = {
  loadClientsFailed: 'Failed to load clients',
  loadClientsDataFailed: 'Failed to load clients data',
  loadConversationFailed: 'Failed to load conversation',
  sendMessageFailed: 'Failed to send message',
  sendAiMessageFailed: 'Failed to send AI message',
  updateAiConfigFailed: 'Failed to update AI configuration',
  loadSuggestionsFailed: 'Failed to load coaching suggestions',
  loadConversationAnalyticsFailed: 'Failed to load conversation analytics',
  exportConversationFailed: 'Failed to export conversation',
  createConversationFailed: 'Failed to create conversation',
  completeSessionFailed: 'Failed to complete session',
  loadConversationsFailed: 'Failed to load conversations',
} as const;

export const PROFILE_MESSAGES = {
  updateProfileFailed: 'Failed to update profile. Please try again.',
  updateProfileFailedToast: 'Failed to update profile',
  saveSettingsFailed: 'Failed to save settings. Please try again.',
  saveSettingsFailedToast: 'Failed to update settings',
  changePasswordFailed: 'Failed to change password. Please check your current password.',
  changePasswordFailedToast: 'Failed to change password',
  exportDataFailed: 'Failed to export data',
  deleteAccountFailed: 'Failed to delete account',
} as const;

export const CONVERSATION_MESSAGES = {
  notFound: 'Conversation not found',
  noPermission: 'You do not have permission to view this conversation',
  loadFailedRetry: 'Failed to load conversation. Please try again.',
  loadFailed: 'Failed to load conversation',
  loadListFailed: 'Failed to load conversations. Please try again.',
  deleteFailed: 'Failed to delete conversation. Please try again.',
  slowLoad: 'This is taking longer than expected...',
} as const;

export const AI_MESSAGES = {
  unavailable: 'AI coaching is temporarily unavailable. Please try again later.',
  sendFailed: 'Failed to send message. Please try again.',
  systemApology: 'I apologize, but I encountered an issue processing your message. Please try again.',
  offlineSuggestions: 'Using offline AI suggestions',
  assistanceUnavailable: 'AI assistance temporarily unavailable',
} as const;

export const AI_COACHING_MESSAGES = {
  messageRequired: 'Message cannot be empty',
  messageTooLong: 'Message must be at most 4000 characters',
  methodologyInvalid: 'methodology must be grow, solution-focused, icf or transformational',
  actionItemRequired: 'Action item text is required',
  actionItemNotFound: 'Action item not found',
  ratingRequired: 'Rating must be a whole number from 1 to 5',
  conversationNotActive: 'This conversation is completed; start a new one to keep talking',
  tooManyMessages: 'You are sending messages too quickly. Please wait a moment.',
  newConversationTitle: 'New coaching conversation',
  activeGuardrails: 'Active Guardrails',
  completeSession: 'Complete session',
  sessionCompleted: 'Session completed successfully',
  guardrailsUpdated: 'Guardrails updated',
  aiConfigUpdated: 'AI configuration updated',
  conversationDeleted: 'Conversation deleted',
  typing: 'AI Coach is typing…',
} as const;

export const GOAL_MESSAGES = {
  sampleGoalTitle: 'Example: Improve Leadership Skills',
  loadFailed: 'Failed to load goals',
  saveFailed: 'Failed to save goal',
  saveFailedRetry: 'Failed to save goal. Please try again.',
  updateMilestoneFailed: 'Failed to update milestone',
  deleteFailed: 'Failed to delete goal',
  deleteConfirm: 'Are you sure you want to delete this goal?',
  criterionPlaceholder: 'To be defined',
  defaultDescription: 'A SMART goal to work on with my coach.',
  created: 'Goal created',
  updated: 'Goal updated',
  deleted: 'Goal deleted',
  completedToast: 'Goal completed',
  reopenedToast: 'Goal reopened',
  notFound: 'Goal not found',
  milestoneNotFound: 'Milestone not found',
  titleRequired: 'A goal needs a title or a Specific criterion',
  titleTooLong: 'Title must be at most 200 characters',
  descriptionTooLong: 'Description must be at most 2000 characters',
  criterionTooLong: 'Each criterion must be at most 2000 characters',
  milestoneTitleRequired: 'Milestone title is required',
  milestoneTitleTooLong: 'Milestone title must be at most 200 characters',
  tooManyMilestones: 'A goal can have at most 20 milestones',
  categoryInvalid: 'Choose one of the listed categories',
  dateInvalid: 'Enter a valid date',
  completedRequired: 'completed must be true or false',
  assistanceTypeInvalid: 'assistanceType must be summarize, expand or refine',
  assistNeedsSpecific: 'Write the Specific criterion first',
  assistNeedsSpecificOrMeasurable: 'Write the Specific or Measurable criterion first',
  copied: 'Copied!',
  copyToClipboard: 'Copy to Clipboard',
  aiGoalAssistant: 'AI Goal Assistant',
  applySuggestions: 'Apply Suggestions',
  // Goal assistant page (spec section 2).
  smartLabels: { specific: 'Specific', measurable: 'Measurable', achievable: 'Achievable', relevant: 'Relevant', timeBound: 'Time-bound' },
  assistanceLabels: { summarize: 'Summarize', expand: 'Expand', refine: 'Refine' },
  assistantHeading: 'Goal Assistant',
  assistantIntro: 'Shape your goal one SMART criterion at a time, with AI help beside you.',
  assistantSummaryTitle: 'Your SMART goal',
  assistantAiTitle: 'AI Assistant',
  assistantAiHint: 'Let the AI summarize, expand or refine what you have written so far.',
  assistantRecentSuggestions: 'Recent suggestions',
  assistantOfflineSuggestion: 'Offline suggestion',
  saveGoal: 'Save Goal',
  editGoal: 'Edit Goal',
  saveConfirmTitle: 'Save this goal?',
  saveConfirmText: 'It will be added to My Goals with five milestones to track your progress.',
  copyFailed: 'Could not copy to the clipboard',
  // Client dashboard goals widget (spec section 2).
  widgetTitle: 'Active Goals',
  viewAllGoals: 'View all goals',
  widgetEmpty: 'No active goals yet. Set your first goal and track it here.',
  createFirstGoal: 'Create your first goal',
  widgetTryAgain: 'Try again',
  daysLeftLabel: (days: number) => (days === 1 ? '1 day left' : `${days} days left`),
  // My Goals page (spec section 2, Client goals).
  myGoalsTitle: 'My Goals',
  addGoal: 'Add Goal',
  addNewGoal: 'Add New Goal',
} as const;

export const PAGE_MESSAGES = {
  notFoundTitle: 'Page Not Found',
} as const;

export const SUCCESS_MESSAGES = {
  accountCreated: 'Account created successfully!',
  passwordReset: 'Password reset successfully!',
  loginSuccessful: 'Login successful',
  profileUpdated: 'Profile updated successfully',
  profileUpdatedToast: 'Profile updated successfully!',
  settingsSaved: 'Settings saved successfully!',
  settingsUpdated: 'Settings updated',
  passwordChanged: 'Password changed successfully!',
  passwordUpdated: 'Password updated',
  dataExported: 'Data exported successfully',
  accountDeleted: 'Account deleted successfully',
  conversationCreated: 'Conversation created successfully',
  conversationUpdated: 'Conversation updated successfully',
  conversationArchived: 'Conversation archived successfully',
  sessionCreated: 'Session created successfully',
  sessionUpdated: 'Session updated successfully',
  sessionStarted: 'Session started',
  sessionCompleted: 'Session completed successfully',
  sessionCancelled: 'Session cancelled',
  feedbackSubmitted: 'Feedback submitted successfully',
  userUpdated: 'User updated successfully',
  userDeactivated: 'User deactivated successfully',
  userReactivated: 'User reactivated successfully',
  emailCopied: 'Email copied to clipboard',
  phoneCopied: 'Phone copied to clipboard',
  loggedOut: 'Logged out successfully',
} as const;

/** Server-side texts for generic HTTP failures (the spec shows none; these stay plain). */
export const HTTP_MESSAGES = {
  validationFailed: 'Validation failed',
  malformedJson: 'The request body is not valid JSON',
  unsupportedMediaType: 'Unsupported content type; send application/json',
  payloadTooLarge: 'The request body is too large',
  routeNotFound: 'The requested resource was not found',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again later.',
  unstorableValue: 'The request holds a value that cannot be stored (a control character, or a date or number out of range)',
  databaseUnavailable: 'The database cannot be reached',
} as const;

/** The registration wizard's texts (spec section 2, Register). */
export const REGISTER_MESSAGES = {
  stepLabels: ['Account Info', 'Personal Details', 'Role Setup'],
  roleExplanation: {
    coach: "As a coach, you'll need to complete additional verification steps after registration.",
    client: "As a client, you'll be able to connect with verified coaches and start your journey.",
  },
  signInHere: 'Sign in here',
} as const;
