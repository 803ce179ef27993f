import type { User } from '@coaching/contract';
import { Grid, Stack, Typography } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChipListView } from '../../components/chip-list-view.js';
import { FormTextField } from '../../components/profile/form-text-field.js';
import { ProfileDetail } from '../../components/profile/profile-detail.js';
import { ProfileSection } from '../../components/profile/profile-section.js';
import { useFormat } from '../../i18n/format.js';
import { ChipListField } from './chip-list-field.js';
import { fieldErrorText } from './field-error-text.js';
import { LIST_FIELDS, type ProfileFormValues } from './profile-form.js';

type Props = { user: User; editing: boolean; control: Control<ProfileFormValues> };

/** Experience, hourly rate and the three profile lists (spec section 2, Coach My Profile). */
export function CoachingSection({ user, editing, control }: Props) {
  const { t } = useTranslation('coach-profile');
  const format = useFormat();
  const coach = user.coachSpecific;
  const saved = { certifications: coach?.certifications ?? [], specializations: coach?.specializations ?? [], languages: user.profile.languages };
  const rate = coach?.hourlyRate ?? null;

  return (
    <ProfileSection title={t('coaching.title')}>
      <Stack spacing={3}>
        {editing ? (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="experience"
                errorText={fieldErrorText}
                label={t('coaching.experience')}
                helperText={t('coaching.experienceHint')}
                type="number"
                fullWidth
                slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="hourlyRate"
                errorText={fieldErrorText}
                label={t('coaching.hourlyRate')}
                helperText={t('coaching.hourlyRateHint')}
                type="number"
                fullWidth
                slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
              />
            </Grid>
          </Grid>
        ) : (
          <Stack component="dl" direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 6 }} sx={{ m: 0 }}>
            <ProfileDetail label={t('coaching.experience')}>{t('coaching.experienceYears', { count: coach?.experience ?? 0 })}</ProfileDetail>
            <ProfileDetail label={t('coaching.hourlyRate')}>{rate === null ? t('coaching.noRate') : format.number(rate)}</ProfileDetail>
          </Stack>
        )}
        {LIST_FIELDS.map((name) =>
          editing ? (
            <ChipListField key={name} control={control} name={name} />
          ) : (
            <Stack key={name} spacing={1}>
              <Typography variant="subtitle2" component="h3">
                {t(`lists.${name}.title`)}
              </Typography>
              <ChipListView values={saved[name]} empty={t(`lists.${name}.empty`)} />
            </Stack>
          ),
        )}
      </Stack>
    </ProfileSection>
  );
}
