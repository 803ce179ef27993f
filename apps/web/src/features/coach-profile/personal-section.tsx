import { BIO_MAX_LENGTH, PHONE_MAX_LENGTH, TIMEZONES, type User } from '@coaching/contract';
import { Grid, MenuItem, Stack } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ProfileDetail } from './profile-detail.js';
import type { ProfileFormValues } from './profile-form.js';
import { ProfileSection } from './profile-section.js';
import { ProfileTextField } from './profile-text-field.js';

type Props = { user: User; editing: boolean; control: Control<ProfileFormValues> };

/** First and last name, phone, bio and timezone: read, or edited in the profile form. */
export function PersonalSection({ user, editing, control }: Props) {
  const { t } = useTranslation('coach-profile');
  const { profile } = user;
  const orNotSet = (value: string) => value.trim() || t('personal.notSet');
  // A zone chosen elsewhere (the schedule screen takes any) stays selectable beside the spec's list.
  const zones: readonly string[] = TIMEZONES.includes(profile.timezone as (typeof TIMEZONES)[number]) ? TIMEZONES : [profile.timezone, ...TIMEZONES];

  return (
    <ProfileSection title={t('personal.title')}>
      {editing ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ProfileTextField control={control} name="firstName" label={t('personal.firstName')} required fullWidth autoComplete="given-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ProfileTextField control={control} name="lastName" label={t('personal.lastName')} required fullWidth autoComplete="family-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ProfileTextField
              control={control}
              name="phone"
              label={t('personal.phone')}
              type="tel"
              fullWidth
              autoComplete="tel"
              slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ProfileTextField control={control} name="timezone" label={t('personal.timezone')} select fullWidth>
              {zones.map((zone) => (
                <MenuItem key={zone} value={zone}>
                  {zone}
                </MenuItem>
              ))}
            </ProfileTextField>
          </Grid>
          <Grid size={12}>
            <ProfileTextField
              control={control}
              name="bio"
              label={t('personal.bio')}
              multiline
              minRows={3}
              fullWidth
              slotProps={{ htmlInput: { maxLength: BIO_MAX_LENGTH } }}
            />
          </Grid>
        </Grid>
      ) : (
        <Stack component="dl" spacing={2} sx={{ m: 0 }}>
          <ProfileDetail label={t('personal.firstName')}>{profile.firstName}</ProfileDetail>
          <ProfileDetail label={t('personal.lastName')}>{profile.lastName}</ProfileDetail>
          <ProfileDetail label={t('personal.phone')}>{orNotSet(profile.phone)}</ProfileDetail>
          <ProfileDetail label={t('personal.timezone')}>{profile.timezone}</ProfileDetail>
          <ProfileDetail label={t('personal.bio')}>{orNotSet(profile.bio)}</ProfileDetail>
        </Stack>
      )}
    </ProfileSection>
  );
}
