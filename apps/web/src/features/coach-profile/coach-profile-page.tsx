import type { User } from '@coaching/contract';
import { Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-provider.js';
import { PersonalSection } from '../../components/profile/personal-section.js';
import { ProfileFormActions } from '../../components/profile/profile-form-actions.js';
import { ProfileHeader } from '../../components/profile/profile-header.js';
import { useProfileEditor } from '../../components/profile/use-profile-editor.js';
import { verificationState } from '../../components/coach-verification-state.js';
import { AvailabilitySummary } from './availability-summary.js';
import { CoachingSection } from './coaching-section.js';
import { coachProfileForm } from './profile-form.js';
import { RatingTiles } from './rating-tiles.js';
import { VerificationCard } from './verification-card.js';

/** /coach/profile: who the coach is, their coaching details and hours, and their ratings; view or edit (spec section 2). */
export function CoachProfilePage() {
  const { user } = useAuth();
  // The coach area's guard renders this page only for a signed-in coach.
  return user ? <CoachProfile user={user} /> : null;
}

function CoachProfile({ user }: { user: User }) {
  const { t } = useTranslation(['coach-profile', 'common']);
  const { form, editing, edit, cancel, save, failure, saving } = useProfileEditor(user, coachProfileForm);
  const { control } = form;
  // Until an admin verifies them, what the coach has to do comes first.
  const verified = verificationState(user.verification) === 'verified';
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
          {t('common:titles.coachProfile')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </div>
      <ProfileHeader user={user} roleLabel={t(`roles.${user.role}`)} editLabel={t('actions.edit')} editing={editing} onEdit={edit} />
      {!verified && <VerificationCard />}
      <RatingTiles />
      <Stack component="form" spacing={3} noValidate onSubmit={(event) => void save(event)}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <PersonalSection profile={user.profile} editing={editing} control={control} texts={personalTexts} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <CoachingSection user={user} editing={editing} control={control} />
          </Grid>
        </Grid>
        {editing && <ProfileFormActions failure={failure} saving={saving} onCancel={cancel} cancelLabel={t('actions.cancel')} saveLabel={t('actions.save')} />}
      </Stack>
      <AvailabilitySummary user={user} />
      {verified && user.verification && <VerificationCard />}
    </Stack>
  );
}
