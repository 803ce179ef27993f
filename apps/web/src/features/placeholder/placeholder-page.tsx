import { Paper, Typography } from '@mui/material';
import { useRouteHandle } from '../../app/route-handle.js';

/** A page whose content comes in a later piece of work: its title and what it will hold, nothing pretending to work. */
export function PlaceholderPage() {
  const handle = useRouteHandle();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {handle?.title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">{handle?.description}</Typography>
      </Paper>
    </>
  );
}
