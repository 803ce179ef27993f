import { Alert, Box, Card, CardContent, FormControlLabel, FormHelperText, Stack, Switch, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { localizeMessage } from '../i18n/localize-message.js';

type SettingsCardProps = {
  title: string;
  hint?: string;
  action?: ReactNode;
  /** Why the card's last change was not saved (a contract message, said in the reader's language). */
  failure?: string | undefined;
  children: ReactNode;
};

/** A titled card of a settings page, a region named by its title for assistive technology. */
export function SettingsCard({ title, hint, action, failure, children }: SettingsCardProps) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <div>
            <Typography id={titleId} variant="h6" component="h2">
              {title}
            </Typography>
            {hint && (
              <Typography variant="body2" color="text.secondary">
                {hint}
              </Typography>
            )}
          </div>
          {action}
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {localizeMessage(failure)}
          </Alert>
        )}
        <Stack sx={{ mt: 2, gap: 1 }}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

type SettingSwitchProps = {
  /** The switch's accessible name. */
  label: string;
  /** What the setting does, read out after the name. */
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown but not to be changed: a setting of something the platform does not offer yet. */
  disabled?: boolean;
};

/** One on/off setting: its label its accessible name, its description its accessible description. */
export function SettingSwitch({ label, description, checked, onChange, disabled = false }: SettingSwitchProps) {
  const descriptionId = useId();
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: description ? { 'aria-describedby': descriptionId } : {} }}
          />
        }
        label={label}
      />
      {description && (
        <FormHelperText id={descriptionId} component="div" sx={{ mt: 0, ml: 6 }}>
          {description}
        </FormHelperText>
      )}
    </Box>
  );
}
