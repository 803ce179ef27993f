import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SignInForm } from '../../components/sign-in/sign-in-form.js';

/** The dialog's body, split out so the form and its validation load only when someone wants to sign in. */
export default function SignInPanel() {
  return (
    <>
      <SignInForm autoFocus />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        New here?{' '}
        <Link component={RouterLink} to="/register">
          Create an account
        </Link>
      </Typography>
    </>
  );
}
