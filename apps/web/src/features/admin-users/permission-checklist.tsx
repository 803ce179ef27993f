import { PERMISSIONS, type Permission } from '@coaching/contract';
import { Box, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A permission's key in the catalogue ('users.manage' -> usersManage): i18next reads dots as nesting. */
const KEYS = {
  'users.manage': 'usersManage',
  'analytics.view': 'analyticsView',
  'ai.configure': 'aiConfigure',
  'conversations.oversee': 'conversationsOversee',
  'audit.view': 'auditView',
} as const satisfies Record<Permission, string>;

type Props = { value: Permission[]; onChange: (permissions: Permission[]) => void; disabled?: boolean };

/** The five permissions, each with what it lets an admin do; the set is kept in the contract's order. */
export function PermissionChecklist({ value, onChange, disabled = false }: Props) {
  const { t } = useTranslation('admin-users');
  const id = useId();
  const toggle = (permission: Permission, on: boolean) => onChange(PERMISSIONS.filter((each) => (each === permission ? on : value.includes(each))));
  return (
    <FormGroup>
      {PERMISSIONS.map((permission) => (
        <Box key={permission} sx={{ mb: 1 }}>
          <FormControlLabel
            label={t(`permissions.items.${KEYS[permission]}.label`)}
            control={
              <Checkbox
                checked={value.includes(permission)}
                disabled={disabled}
                onChange={(event) => toggle(permission, event.target.checked)}
                slotProps={{ input: { 'aria-describedby': `${id}-${KEYS[permission]}` } }}
              />
            }
          />
          <Typography id={`${id}-${KEYS[permission]}`} variant="caption" color="text.secondary" component="p" sx={{ ml: 4, mt: -0.5 }}>
            {t(`permissions.items.${KEYS[permission]}.description`)}
          </Typography>
        </Box>
      ))}
    </FormGroup>
  );
}
