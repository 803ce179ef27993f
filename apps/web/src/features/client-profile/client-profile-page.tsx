import { SUCCESS_MESSAGES, type User } from '@coaching/contract';
import { Alert, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-provider.js';
import { PersonalSection } from '../../components/profile/personal-section.js';
import { ProfileFormActions } from '../../components/profile/profile-form-actions.js';
import { ProfileHeader } from '../../components/profile/profile-header.js';
import { useProfileEditor } from '../../components/profile/use-profile-editor.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { ChipListSection } from './chip-list-section.js';
import { CoachingStyleSection } from './coaching-style-section.js';
import { clientProfileForm } from './profile-form.js';

/** /client/profile: who the client is, what they want from coaching and how they like to be coached; view or edit (spec section 2). */
export function ClientProfilePage() {
  const { user } = useAuth();
  // The client area's guard renders this page only for a signed-in client.
  return user ? <ClientProfile user={user} /> : null;
}

function ClientProfile({ user }: { user: User }) {
  const { t } = useTranslation(['client-profile', 'common']);
  const { form, editing, edit, cancel, save, failure, saving, saved } = useProfileEditor(user, clientProfileForm, {
    successToast: SUCCESS_MESSAGES.profileUpdatedToast,
  });
  const { control } = form;
  const client = user.clientSpecific;
  const personalTexts = {
    title: t('personal.title'),
    firstName: t('personal.firstName'),
    lastName: t('personal.lastName'),
    phone: t('personal.phone'),
    bio: t('personal.bio'),
    timezone: t('personal.timezone'),
    notSet: t('personal.notSet'),
  };

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('common:titles.clientProfile')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </div>
      {saved && (
        <Alert severity="success" role="status">
          {localizeMessage(saved)}
        </Alert>
      )}
      <ProfileHeader user={user} roleLabel={t(`roles.${user.role}`)} editLabel={t('actions.edit')} editing={editing} onEdit={edit} />
      <Stack component="form" spacing={3} noValidate onSubmit={(event) => void save(event)} aria-busy={saving}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <PersonalSection profile={user.profile} editing={editing} control={control} texts={personalTexts} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <CoachingStyleSection saved={client?.preferredCoachingStyle ?? ''} editing={editing} control={control} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChipListSection name="goals" saved={client?.goals ?? []} editing={editing} control={control} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChipListSection name="currentChallenges" saved={client?.currentChallenges ?? []} editing={editing} control={control} />
          </Grid>
        </Grid>
        {editing && <ProfileFormActions failure={failure} saving={saving} onCancel={cancel} cancelLabel={t('actions.cancel')} saveLabel={t('actions.save')} />}
      </Stack>
    </Stack>
  );
}
