import type { CoachClient } from '@coaching/contract';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { LIMITS, LIST_FIELDS } from './client-form.js';
import { ProfileListField } from './profile-list-field.js';
import { useClientEditor } from './use-client-editor.js';

/** What the coach keeps about the client: the goals and challenges they keep together, and the coach's private notes. */
export function ClientEditForm({ client }: { client: CoachClient }) {
  const { t } = useTranslation('coach-client-edit');
  const format = useFormat();
  const { form, cancel, save, saving, changed } = useClientEditor(client);
  const { control } = form;

  return (
    <Card variant="outlined" component="form" noValidate onSubmit={(event) => void save(event)}>
      <CardContent>
        <Stack spacing={3}>
          <div>
            <Typography variant="h6" component="h2">
              {t('form.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('form.shared')}
            </Typography>
          </div>
          {LIST_FIELDS.map((name) => (
            <ProfileListField key={name} control={control} name={name} />
          ))}
          <Controller
            control={control}
            name="notes"
            render={({ field: { ref, ...field }, fieldState: { error } }) => (
              <TextField
                {...field}
                inputRef={ref}
                label={t('form.notes')}
                multiline
                minRows={4}
                error={Boolean(error)}
                helperText={localizeMessage(error?.message) ?? t('form.notesHelper', { length: format.number(field.value.length), max: format.number(LIMITS.notes) })}
                slotProps={{ htmlInput: { maxLength: LIMITS.notes } }}
              />
            )}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={cancel} disabled={!changed || saving}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={!changed} loading={saving}>
              {t('form.save')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
