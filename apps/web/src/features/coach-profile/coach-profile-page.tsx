import type { User } from '@coaching/contract';
import { Alert, Button, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-provider.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { AvailabilitySummary } from './availability-summary.js';
import { CoachingSection } from './coaching-section.js';
import { PersonalSection } from './personal-section.js';
import { ProfileHeader } from './profile-header.js';
import { RatingTiles } from './rating-tiles.js';
import { useProfileEditor } from './use-profile-editor.js';

/** /coach/profile: who the coach is, their coaching details and hours, and their ratings; view or edit (spec section 2). */
export function CoachProfilePage() {
  const { user } = useAuth();
  // The coach area's guard renders this page only for a signed-in coach.
  return user ? <CoachProfile user={user} /> : null;
}

function CoachProfile({ user }: { user: User }) {
  const { t } = useTranslation(['coach-profile', 'common']);
  const { form, editing, edit, cancel, save, failure, saving } = useProfileEditor(user);
  const { control } = form;

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('common:titles.coachProfile')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </div>
      <ProfileHeader user={user} editing={editing} onEdit={edit} />
      <RatingTiles />
      <Stack component="form" spacing={3} noValidate onSubmit={(event) => void save(event)}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <PersonalSection user={user} editing={editing} control={control} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <CoachingSection user={user} editing={editing} control={control} />
          </Grid>
        </Grid>
        {editing && (
          <>
            {failure && <Alert severity="error">{localizeMessage(failure)}</Alert>}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={cancel} disabled={saving}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" variant="contained" loading={saving}>
                {t('actions.save')}
              </Button>
            </Stack>
          </>
        )}
      </Stack>
      <AvailabilitySummary user={user} />
    </Stack>
  );
}
