/** A person's name as the screens show it: first and last, trimmed. */
export const fullName = (profile: { firstName: string; lastName: string }) => `${profile.firstName} ${profile.lastName}`.trim();
