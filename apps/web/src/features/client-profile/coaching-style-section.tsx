import { COACHING_STYLES } from '@coaching/contract';
import { MenuItem, Stack, Typography } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/profile/form-text-field.js';
import { ProfileSection } from '../../components/profile/profile-section.js';
import { isCoachingStyle, type ClientProfileFormValues } from './profile-form.js';

type Props = { saved: string; editing: boolean; control: Control<ClientProfileFormValues> };

/**
 * Preferred Coaching Style: one of the AI coach's coaching styles, each the methodology its new conversations start
 * in (the server's default for a new AI conversation). A text saved before the styles were offered shows as written.
 */
export function CoachingStyleSection({ saved, editing, control }: Props) {
  const { t } = useTranslation('client-profile');
  const chosen = useWatch({ control, name: 'preferredCoachingStyle' });
  const label = (style: string) => (style === '' ? t('style.none') : isCoachingStyle(style) ? t(`style.options.${style}.label`) : style);
  const description = (style: string) => (isCoachingStyle(style) ? t(`style.options.${style}.description`) : t('style.noneDescription'));
  const styles: readonly string[] = saved === '' || isCoachingStyle(saved) ? ['', ...COACHING_STYLES] : ['', ...COACHING_STYLES, saved];

  return (
    <ProfileSection title={t('style.title')}>
      {editing ? (
        <FormTextField control={control} name="preferredCoachingStyle" label={t('style.label')} select fullWidth helperText={description(chosen)}>
          {styles.map((style) => (
            <MenuItem key={style} value={style}>
              {label(style)}
            </MenuItem>
          ))}
        </FormTextField>
      ) : (
        <Stack spacing={0.5}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{label(saved)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {description(saved)}
          </Typography>
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('style.hint')}
      </Typography>
    </ProfileSection>
  );
}
