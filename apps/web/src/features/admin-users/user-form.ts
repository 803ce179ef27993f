import { UpdateUserBodySchema, type Role, type UpdateUserBody, type User } from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

/** The admin user form (spec section 3, Admin user form fields); the username is shown, never sent changed. */
export type UserFormValues = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  bio: string;
  role: Role;
  isActive: boolean;
};

const body = UpdateUserBodySchema.shape;
const profile = body.profile.unwrap().shape;

/** The contract's rules for PUT /users/{id}, field by field, with their messages. */
const UserFormSchema = z.object({
  email: body.email.unwrap(),
  firstName: profile.firstName.unwrap(),
  lastName: profile.lastName.unwrap(),
  phone: profile.phone.unwrap(),
  bio: profile.bio.unwrap(),
  role: body.role.unwrap(),
  isActive: body.isActive.unwrap(),
});

// The form keeps what was typed; the body below is built, trimmed, from values that passed.
export const userFormResolver: Resolver<UserFormValues> = zodResolver(UserFormSchema, undefined, { raw: true }) as Resolver<UserFormValues>;

export function userFormValues(user: User): UserFormValues {
  const { firstName, lastName, phone, bio } = user.profile;
  return { email: user.email, firstName, lastName, phone, bio, role: user.role, isActive: user.isActive };
}

/**
 * PUT /users/{id}'s body through the contract's schema. Oneself: role and isActive are left out, as the server
 * refuses to change either for the admin who asks.
 */
export function updateUserBody(values: UserFormValues, self: boolean): UpdateUserBody {
  const { email, firstName, lastName, phone, bio, role, isActive } = values;
  return UpdateUserBodySchema.parse({ email, profile: { firstName, lastName, phone, bio }, ...(self ? {} : { role, isActive }) });
}

const FIELDS: Record<string, keyof UserFormValues> = {
  email: 'email',
  'profile.firstName': 'firstName',
  'profile.lastName': 'lastName',
  'profile.phone': 'phone',
  'profile.bio': 'bio',
  role: 'role',
  isActive: 'isActive',
};

/** A server field error's path as the form's field. */
export const userFormFieldOf = (path: string): keyof UserFormValues | undefined => FIELDS[path];
