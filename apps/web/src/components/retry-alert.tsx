import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/** A failed load: what went wrong, and a button that tries again (busy while it does). */
export function RetryAlert(props: { children: ReactNode; retryLabel: string; onRetry: () => unknown; retrying?: boolean; sx?: SxProps<Theme> }) {
  return (
    <Alert
      severity="error"
      sx={props.sx}
      action={
        <Button color="inherit" size="small" loading={props.retrying ?? false} onClick={() => void props.onRetry()}>
          {props.retryLabel}
        </Button>
      }
    >
      {props.children}
    </Alert>
  );
}
