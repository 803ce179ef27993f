import { PROFILE_MESSAGES, SUCCESS_MESSAGES, type CoachClient } from '@coaching/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../api/api-error.js';
import { useUpdateCoachClient } from '../../api/coach-client.js';
import { notify } from '../../components/notify.js';
import { changedFields, clientFormResolver, clientFormValues, type ClientFormValues } from './client-form.js';

const FIELDS: readonly string[] = ['goals', 'currentChallenges', 'notes'] satisfies (keyof ClientFormValues)[];

/**
 * The client page's form: it starts from the saved client, Cancel puts it back, a save sends what changed. A failure
 * keeps everything typed and puts the server's field messages on their fields.
 */
export function useClientEditor(client: CoachClient) {
  const form = useForm<ClientFormValues>({ defaultValues: clientFormValues(client), resolver: clientFormResolver });
  const update = useUpdateCoachClient(client._id);
  const { isDirty } = form.formState;

  // The client read again (their own edit of their lists, a session booked): an untouched form follows; typing is kept.
  useEffect(() => {
    if (!isDirty) form.reset(clientFormValues(client));
  }, [client, isDirty, form]);

  const cancel = () => form.reset(clientFormValues(client));

  const save = form.handleSubmit(async (parsed) => {
    try {
      const saved = await update.mutateAsync(changedFields(clientFormValues(client), parsed));
      form.reset(clientFormValues(saved));
      notify.success(SUCCESS_MESSAGES.profileUpdated);
    } catch (error) {
      if (isApiError(error)) {
        for (const { path, msg } of error.errors) {
          // 'notes', or 'goals.3' for one entry of a list: the message goes on the field.
          const field = path.split('.')[0] ?? '';
          if (FIELDS.includes(field)) form.setError(field as keyof ClientFormValues, { message: msg });
        }
      }
      notify.error(PROFILE_MESSAGES.updateProfileFailed);
    }
  });

  return { form, cancel, save, saving: update.isPending, changed: isDirty };
}
