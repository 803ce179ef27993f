import type { User } from '@coaching/contract';
import EditIcon from '@mui/icons-material/Edit';
import { Avatar, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';

type Props = { user: User; roleLabel: string; editLabel: string; editing: boolean; onEdit: () => void };

/** Who this is (spec section 2, My Profile): the initial, the full name, the email, the role; and the way into edit mode. */
export function ProfileHeader({ user, roleLabel, editLabel, editing, onEdit }: Props) {
  const { firstName, lastName } = user.profile;
  const fullName = `${firstName} ${lastName}`.trim();
  const initial = (firstName.trim() || user.email).charAt(0).toLocaleUpperCase();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Avatar sx={{ width: 72, height: 72, fontSize: 32, bgcolor: 'primary.main' }} aria-hidden="true">
            {initial}
          </Avatar>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {fullName || user.email}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
            <Chip label={roleLabel} color="primary" size="small" sx={{ mt: 1 }} />
          </Box>
          {!editing && (
            <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
              {editLabel}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
