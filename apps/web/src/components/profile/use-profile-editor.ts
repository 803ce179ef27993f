import { PROFILE_MESSAGES, SUCCESS_MESSAGES, type User } from '@coaching/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../api/api-error.js';
import { failureMessage } from '../../api/error-messages.js';
import { notify } from '../../components/notify.js';
import { formFieldOf, profileFormResolver, profileFormValues, updateMeBody, type ProfileFormValues } from './profile-form.js';
import { useUpdateProfile } from './update-profile.js';

/**
 * View and edit (spec section 4): Edit starts from the stored user, Cancel puts the form back to it, a save returns
 * to view. A failure keeps everything typed, puts the server's field messages on their fields and says the
 * spec's words under the form and in a toast.
 */
export function useProfileEditor(user: User) {
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<ProfileFormValues>({ defaultValues: profileFormValues(user), resolver: profileFormResolver });
  const update = useUpdateProfile();

  const edit = () => {
    form.reset(profileFormValues(user));
    setFailure(undefined);
    setEditing(true);
  };

  const cancel = () => {
    form.reset(profileFormValues(user));
    setFailure(undefined);
    setEditing(false);
  };

  const save = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { user: saved, message } = await update.mutateAsync(updateMeBody(values));
      form.reset(profileFormValues(saved));
      setEditing(false);
      notify.success(message ?? SUCCESS_MESSAGES.profileUpdated);
    } catch (error) {
      if (isApiError(error)) {
        for (const { path, msg } of error.errors) {
          const field = formFieldOf(path);
          if (field) form.setError(field, { message: msg });
        }
      }
      setFailure(failureMessage(error, { fallback: PROFILE_MESSAGES.updateProfileFailed, reason: 'none' }));
      notify.error(PROFILE_MESSAGES.updateProfileFailedToast);
    }
  });

  return { form, editing, edit, cancel, save, failure, saving: update.isPending };
}
