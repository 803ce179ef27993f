import { ClientSpecificUpdateSchema, COACHING_STYLES, ProfileUpdateSchema, UpdateMeBodySchema, type UpdateMeBody, type User } from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { ProfileForm } from '../../components/profile/use-profile-editor.js';

/** What the client's profile form edits (spec section 2, Client profile). */
export type ClientProfileFormValues = {
  firstName: string;
  lastName: string;
  phone: string;
  bio: string;
  timezone: string;
  goals: string[];
  currentChallenges: string[];
  preferredCoachingStyle: string;
};

export const LIST_FIELDS = ['goals', 'currentChallenges'] as const;
export type ListField = (typeof LIST_FIELDS)[number];

export type CoachingStyle = (typeof COACHING_STYLES)[number];
export const isCoachingStyle = (value: string): value is CoachingStyle => (COACHING_STYLES as readonly string[]).includes(value);

const profile = ProfileUpdateSchema.shape;
const client = ClientSpecificUpdateSchema.shape;

/** The longest goal or challenge the contract takes. */
export const ENTRY_MAX_LENGTH = client.goals.unwrap().in.element.maxLength ?? undefined;

export function profileFormValues(user: User): ClientProfileFormValues {
  const { profile: saved, clientSpecific } = user;
  return {
    firstName: saved.firstName,
    lastName: saved.lastName,
    phone: saved.phone,
    bio: saved.bio,
    timezone: saved.timezone,
    goals: [...(clientSpecific?.goals ?? [])],
    currentChallenges: [...(clientSpecific?.currentChallenges ?? [])],
    preferredCoachingStyle: clientSpecific?.preferredCoachingStyle ?? '',
  };
}

/** The contract's field rules with their messages: names required, lengths, a known timezone, the lists' bounds. */
const ClientProfileFormSchema = z.object({
  firstName: profile.firstName.unwrap(),
  lastName: profile.lastName.unwrap(),
  phone: profile.phone.unwrap(),
  bio: profile.bio.unwrap(),
  timezone: profile.timezone.unwrap(),
  goals: client.goals.unwrap(),
  currentChallenges: client.currentChallenges.unwrap(),
  // The select offers the AI coach's styles; a text saved before there was a select is kept as it is (see below).
  preferredCoachingStyle: z.string(),
});

// The form keeps the values as typed; the body below is built from them once they pass.
const resolver: Resolver<ClientProfileFormValues> = zodResolver(ClientProfileFormSchema, undefined, { raw: true });

/**
 * PUT /auth/me's body from valid form values, through the contract's own schema: names and texts trimmed, blank
 * entries dropped. A preferred style saved as free text before the AI coach's styles were offered is left out, so
 * saving the rest does not refuse or lose it.
 */
export function updateMeBody(values: ClientProfileFormValues): UpdateMeBody {
  const style = values.preferredCoachingStyle;
  return UpdateMeBodySchema.parse({
    profile: { firstName: values.firstName, lastName: values.lastName, phone: values.phone, bio: values.bio, timezone: values.timezone },
    clientSpecific: {
      goals: values.goals,
      currentChallenges: values.currentChallenges,
      ...(style === '' || isCoachingStyle(style) ? { preferredCoachingStyle: style } : {}),
    },
  });
}

const FIELDS: readonly string[] = ['firstName', 'lastName', 'phone', 'bio', 'timezone', ...LIST_FIELDS, 'preferredCoachingStyle'];

/** A server field error's path ('profile.firstName', 'clientSpecific.goals.3') as the form's field, if it has one. */
export function formFieldOf(path: string): keyof ClientProfileFormValues | undefined {
  const field = path.split('.')[1];
  return field && FIELDS.includes(field) ? (field as keyof ClientProfileFormValues) : undefined;
}

/** The client's profile form as My Profile's editor works it. */
export const clientProfileForm: ProfileForm<ClientProfileFormValues> = { values: profileFormValues, resolver, body: updateMeBody, fieldOf: formFieldOf };
