import { CoachSpecificUpdateSchema, ProfileUpdateSchema, UpdateMeBodySchema, type UpdateMeBody, type User } from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { ProfileForm } from '../../components/profile/use-profile-editor.js';

/** What the profile form edits; the numbers are the fields' text, so a half-typed value can be told apart from 0. */
export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  phone: string;
  bio: string;
  timezone: string;
  languages: string[];
  certifications: string[];
  specializations: string[];
  experience: string;
  hourlyRate: string;
};

export const LIST_FIELDS = ['certifications', 'specializations', 'languages'] as const;
export type ListField = (typeof LIST_FIELDS)[number];

export function profileFormValues(user: User): ProfileFormValues {
  const { profile, coachSpecific } = user;
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    bio: profile.bio,
    timezone: profile.timezone,
    languages: [...profile.languages],
    certifications: [...(coachSpecific?.certifications ?? [])],
    specializations: [...(coachSpecific?.specializations ?? [])],
    experience: String(coachSpecific?.experience ?? 0),
    hourlyRate: coachSpecific?.hourlyRate === null || coachSpecific?.hourlyRate === undefined ? '' : String(coachSpecific.hourlyRate),
  };
}

const profile = ProfileUpdateSchema.shape;
const coach = CoachSpecificUpdateSchema.shape;

/** The contract's bounds, read from its schemas so the form and the server cannot disagree. */
export const LIMITS = {
  experience: coach.experience.unwrap().maxValue ?? Number.MAX_SAFE_INTEGER,
  hourlyRate: coach.hourlyRate.unwrap().unwrap().maxValue ?? Number.MAX_SAFE_INTEGER,
};

/** Messages the form itself says: keys of the coach-profile catalogue (see fieldErrorText). */
export const FORM_ERRORS = {
  experience: 'coach-profile:errors.experience',
  hourlyRate: 'coach-profile:errors.hourlyRate',
} as const;

const WHOLE = /^\d+$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

export function yearsOf(text: string): number | undefined {
  const value = text.trim();
  return WHOLE.test(value) && Number(value) <= LIMITS.experience ? Number(value) : undefined;
}

/** null for an empty field (no rate), undefined for text that is not an amount. */
export function rateOf(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  return AMOUNT.test(value) && Number(value) <= LIMITS.hourlyRate ? Number(value) : undefined;
}

/** The contract's field rules with their messages (names required, lengths, a known timezone), plus the numbers as typed. */
const ProfileFormSchema = z.object({
  firstName: profile.firstName.unwrap(),
  lastName: profile.lastName.unwrap(),
  phone: profile.phone.unwrap(),
  bio: profile.bio.unwrap(),
  timezone: profile.timezone.unwrap(),
  languages: z.array(z.string()),
  certifications: z.array(z.string()),
  specializations: z.array(z.string()),
  experience: z.string().refine((text) => yearsOf(text) !== undefined, { error: FORM_ERRORS.experience }),
  hourlyRate: z.string().refine((text) => rateOf(text) !== undefined, { error: FORM_ERRORS.hourlyRate }),
});

// The form keeps the values as typed; the body below is built from them once they pass.
export const profileFormResolver: Resolver<ProfileFormValues> = zodResolver(ProfileFormSchema, undefined, { raw: true });

/**
 * PUT /auth/me's body from valid form values, through the contract's own schema: names and texts trimmed, blank
 * list entries dropped. Availability is left out: the schedule screen owns it.
 */
export function updateMeBody(values: ProfileFormValues): UpdateMeBody {
  return UpdateMeBodySchema.parse({
    profile: {
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone,
      bio: values.bio,
      timezone: values.timezone,
      languages: values.languages,
    },
    coachSpecific: {
      certifications: values.certifications,
      specializations: values.specializations,
      experience: yearsOf(values.experience),
      hourlyRate: rateOf(values.hourlyRate),
    },
  });
}

/** A server field error's path ('profile.firstName', 'coachSpecific.experience') as the form's field, if it has one. */
export function formFieldOf(path: string): keyof ProfileFormValues | undefined {
  const field = path.split('.')[1];
  const fields: readonly string[] = ['firstName', 'lastName', 'phone', 'bio', 'timezone', 'languages', 'certifications', 'specializations', 'experience', 'hourlyRate'];
  return field && fields.includes(field) ? (field as keyof ProfileFormValues) : undefined;
}

/** The coach's profile form as My Profile's editor works it. */
export const coachProfileForm: ProfileForm<ProfileFormValues> = {
  values: profileFormValues,
  resolver: profileFormResolver,
  body: updateMeBody,
  fieldOf: formFieldOf,
};
