import { PROFILE_MESSAGES, SUCCESS_MESSAGES, SUCCESS_NOTIFICATION_MS, type UpdateMeBody, type User } from '@coaching/contract';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { isApiError } from '../../api/api-error.js';
import { failureMessage } from '../../api/error-messages.js';
import { useUpdateProfile } from '../../api/profile.js';
import { useAuth } from '../../auth/auth-provider.js';
import { notify } from '../notify.js';

/** How one profile page's form reads the user, validates, and becomes PUT /auth/me's body. */
export type ProfileForm<T extends FieldValues> = {
  values: (user: User) => T;
  resolver: Resolver<T>;
  /** The body from values the resolver passed. */
  body: (values: T) => UpdateMeBody;
  /** A server field error's path ('profile.firstName') as the form's field, if it has one. */
  fieldOf: (path: string) => FieldPath<T> | undefined;
};

type Options = {
  /** The toast's text once saved; the server's reply message unless told. */
  successToast?: string;
};

/**
 * View and edit (spec section 4): Edit starts from the stored user, Cancel puts the form back to it, a save returns
 * to view and puts the saved user in the auth context. A failure keeps everything typed, puts the server's field
 * messages on their fields and says the spec's words under the form and in a toast. `saved` is the reply's message
 * for the page to show, for the spec's 5 seconds.
 */
export function useProfileEditor<T extends FieldValues>(user: User, profileForm: ProfileForm<T>, options: Options = {}) {
  const { setUser } = useAuth();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const initial = () => profileForm.values(user) as DefaultValues<T>;
  const form = useForm<T>({ defaultValues: initial(), resolver: profileForm.resolver });
  const update = useUpdateProfile();

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(undefined), SUCCESS_NOTIFICATION_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const startOver = (nextEditing: boolean) => {
    form.reset(initial());
    setFailure(undefined);
    setSaved(undefined);
    setEditing(nextEditing);
  };

  const save = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { user: savedUser, message } = await update.mutateAsync(profileForm.body(values));
      setUser(savedUser);
      form.reset(profileForm.values(savedUser) as DefaultValues<T>);
      setEditing(false);
      const said = message ?? SUCCESS_MESSAGES.profileUpdated;
      setSaved(said);
      notify.success(options.successToast ?? said);
    } catch (error) {
      if (isApiError(error)) {
        for (const { path, msg } of error.errors) {
          const field = profileForm.fieldOf(path);
          if (field) form.setError(field, { message: msg });
        }
      }
      setFailure(failureMessage(error, { fallback: PROFILE_MESSAGES.updateProfileFailed, reason: 'none' }));
      notify.error(PROFILE_MESSAGES.updateProfileFailedToast);
    }
  });

  return { form, editing, edit: () => startOver(true), cancel: () => startOver(false), save, failure, saving: update.isPending, saved };
}
