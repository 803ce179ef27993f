import type { User } from '@coaching/contract';
import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-provider.js';
import { PasswordChangeCard } from '../../components/password-change/password-change-card.js';
import { PersonalSection } from '../../components/profile/personal-section.js';
import { ProfileFormActions } from '../../components/profile/profile-form-actions.js';
import { ProfileHeader } from '../../components/profile/profile-header.js';
import { useProfileEditor } from '../../components/profile/use-profile-editor.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { adminProfileForm } from './profile-form.js';

/** /admin/profile: the admin's own details, view or edit (spec section 4, Profile), and the password change (section 5). */
export function AdminProfilePage() {
  const { user } = useAuth();
  // The admin area's guard renders this page only for a signed-in admin.
  return user ? <AdminProfile user={user} /> : null;
}

function AdminProfile({ user }: { user: User }) {
  const { t } = useTranslation(['admin-profile', 'common']);
  const { form, editing, edit, cancel, save, failure, saving, saved } = useProfileEditor(user, adminProfileForm);
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
          {t('common:titles.adminProfile')}
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
        <PersonalSection profile={user.profile} editing={editing} control={form.control} texts={personalTexts} />
        {editing && <ProfileFormActions failure={failure} saving={saving} onCancel={cancel} cancelLabel={t('actions.cancel')} saveLabel={t('actions.save')} />}
      </Stack>
      <PasswordChangeCard />
    </Stack>
  );
}
