import { BIO_MAX_LENGTH, PHONE_MAX_LENGTH, TIMEZONES, type Profile } from '@coaching/contract';
import { Grid, MenuItem, Stack } from '@mui/material';
import type { Control } from 'react-hook-form';
import { FormTextField } from './form-text-field.js';
import { ProfileDetail } from './profile-detail.js';
import { ProfileSection } from './profile-section.js';

/** The fields of a profile form this section edits. */
export type PersonalFields = { firstName: string; lastName: string; phone: string; bio: string; timezone: string };

export type PersonalTexts = Record<keyof PersonalFields | 'title' | 'notSet', string>;

type Props<T extends PersonalFields> = { profile: Profile; editing: boolean; control: Control<T>; texts: PersonalTexts };

/** First and last name, phone, bio and timezone (spec section 2, My Profile): read, or edited in the page's profile form. */
export function PersonalSection<T extends PersonalFields>({ profile, editing, control: formControl, texts }: Props<T>) {
  // Control is invariant in its values; the form's values hold these five strings, all this section reads and writes.
  const control = formControl as unknown as Control<PersonalFields>;
  const orNotSet = (value: string) => value.trim() || texts.notSet;
  // A zone chosen elsewhere (the schedule screen takes any) stays selectable beside the spec's list.
  const zones: readonly string[] = TIMEZONES.includes(profile.timezone as (typeof TIMEZONES)[number]) ? TIMEZONES : [profile.timezone, ...TIMEZONES];

  return (
    <ProfileSection title={texts.title}>
      {editing ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="firstName" label={texts.firstName} required fullWidth autoComplete="given-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="lastName" label={texts.lastName} required fullWidth autoComplete="family-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="phone"
              label={texts.phone}
              type="tel"
              fullWidth
              autoComplete="tel"
              slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="timezone" label={texts.timezone} select fullWidth>
              {zones.map((zone) => (
                <MenuItem key={zone} value={zone}>
                  {zone}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name="bio" label={texts.bio} multiline minRows={3} fullWidth slotProps={{ htmlInput: { maxLength: BIO_MAX_LENGTH } }} />
          </Grid>
        </Grid>
      ) : (
        <Stack component="dl" spacing={2} sx={{ m: 0 }}>
          <ProfileDetail label={texts.firstName}>{profile.firstName}</ProfileDetail>
          <ProfileDetail label={texts.lastName}>{profile.lastName}</ProfileDetail>
          <ProfileDetail label={texts.phone}>{orNotSet(profile.phone)}</ProfileDetail>
          <ProfileDetail label={texts.timezone}>{profile.timezone}</ProfileDetail>
          <ProfileDetail label={texts.bio}>{orNotSet(profile.bio)}</ProfileDetail>
        </Stack>
      )}
    </ProfileSection>
  );
}
