import { describe, expect, it } from 'vitest';
import {
  ChangePasswordFormSchema,
  REGISTER_STEP_FIELDS,
  RegisterFormSchema,
  ResetPasswordFormSchema,
  toRegisterBody,
} from './auth.js';

const validForm = {
  email: ' Sam@Example.com ',
  username: 'sam-lee_1',
  password: 'Secure!Pass9',
  confirmPassword: 'Secure!Pass9',
  firstName: ' Sam ',
  lastName: 'Lee',
  phone: '',
  bio: '',
  role: 'client' as const,
};

function messagesFor(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('RegisterFormSchema', () => {
  it('accepts a valid form, normalising the email and trimming names', () => {
    const parsed = RegisterFormSchema.parse(validForm);
    expect(parsed.email).toBe('sam@example.com');
    expect(parsed.firstName).toBe('Sam');
  });

  it('reports the first failing rule of each field with the spec messages', () => {
    const result = RegisterFormSchema.safeParse({
      ...validForm,
      email: '',
      username: 'x',
      password: 'short',
      confirmPassword: 'different',
      firstName: '',
      lastName: ' ',
      role: 'admin',
    });
    expect(messagesFor(result)).toEqual({
      email: 'Email is required',
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 8 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      role: 'Please select your role',
    });
  });

  it('asks to confirm the password, then for a match', () => {
    expect(messagesFor(RegisterFormSchema.safeParse({ ...validForm, confirmPassword: '' }))).toEqual({
      confirmPassword: 'Please confirm your password',
    });
    expect(messagesFor(RegisterFormSchema.safeParse({ ...validForm, confirmPassword: 'Secure!Pass8' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it.each([
    ['Password1', false],
    ['password1!', false],
    ['PASSWORD1!', false],
    ['Password!', false],
    ['Password1!', true],
    ['Pass word#1$', true],
  ])('judges the complexity of %s', (password, valid) => {
    const result = RegisterFormSchema.safeParse({ ...validForm, password, confirmPassword: password });
    expect(result.success).toBe(valid);
  });

  it('groups the fields by wizard step as the spec orders them', () => {
    expect(REGISTER_STEP_FIELDS).toEqual([
      ['email', 'username', 'password', 'confirmPassword'],
      ['firstName', 'lastName'],
      ['role'],
    ]);
  });

  it('drops the confirmation and empty optionals when building the request body', () => {
    expect(toRegisterBody(RegisterFormSchema.parse(validForm))).toEqual({
      email: 'sam@example.com',
      username: 'sam-lee_1',
      password: 'Secure!Pass9',
      role: 'client',
      profile: { firstName: 'Sam', lastName: 'Lee', phone: undefined, bio: undefined },
    });
  });
});

describe('password change and reset forms', () => {
  it('needs matching new passwords of at least 6 characters', () => {
    expect(
      messagesFor(ChangePasswordFormSchema.safeParse({ currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abc' })),
    ).toEqual({ newPassword: 'Password must be at least 6 characters' });
    expect(
      messagesFor(
        ChangePasswordFormSchema.safeParse({ currentPassword: 'old', newPassword: 'abcdef', confirmPassword: 'abcdeg' }),
      ),
    ).toEqual({ confirmPassword: 'New passwords do not match' });
  });

  it('applies the registration rules to a reset', () => {
    expect(messagesFor(ResetPasswordFormSchema.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgh' }))).toEqual({
      password: 'Password must contain uppercase, lowercase, number, and special character',
    });
  });
});
