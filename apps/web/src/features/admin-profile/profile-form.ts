import { ProfileUpdateSchema, UpdateMeBodySchema, type UpdateMeBody, type User } from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { PersonalFields } from '../../components/profile/personal-section.js';
import type { ProfileForm } from '../../components/profile/use-profile-editor.js';

/** An admin's profile holds the personal fields only: no coaching details, no goals. */
export type AdminProfileFormValues = PersonalFields;

const profile = ProfileUpdateSchema.shape;

/** The contract's field rules with their messages: names required, lengths, a known timezone. */
const AdminProfileFormSchema = z.object({
  firstName: profile.firstName.unwrap(),
  lastName: profile.lastName.unwrap(),
  phone: profile.phone.unwrap(),
  bio: profile.bio.unwrap(),
  timezone: profile.timezone.unwrap(),
});

const FIELDS: readonly string[] = Object.keys(AdminProfileFormSchema.shape);

export const adminProfileForm: ProfileForm<AdminProfileFormValues> = {
  values: ({ profile: saved }: User) => ({ firstName: saved.firstName, lastName: saved.lastName, phone: saved.phone, bio: saved.bio, timezone: saved.timezone }),
  // The form keeps the values as typed; the body is built from them, trimmed by the contract, once they pass.
  resolver: zodResolver(AdminProfileFormSchema, undefined, { raw: true }) as Resolver<AdminProfileFormValues>,
  body: (values): UpdateMeBody => UpdateMeBodySchema.parse({ profile: values }),
  fieldOf: (path) => {
    const field = path.split('.')[1];
    return field && FIELDS.includes(field) ? (field as keyof AdminProfileFormValues) : undefined;
  },
};
