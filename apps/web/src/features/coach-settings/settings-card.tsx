import { Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A titled card of the settings page, named by its title for assistive technology. */
export function SettingsCard({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {hint && (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
        <Stack sx={{ mt: 2, gap: 1 }}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

/** One on/off setting, its label its accessible name. */
export function SettingSwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return <FormControlLabel control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />} label={label} />;
}
