import type { Goal } from '@coaching/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** goal absent: creating. */
export type GoalDialogState = { goal?: Goal };

/**
 * Which goal the dialog edits, if it is open. /client/goals/new is the goals page with the create
 * dialog open; closing it there returns to /client/goals, so Back does not reopen it.
 */
export function useGoalDialogState() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isNewRoute = /\/goals\/new\/?$/.test(pathname);
  const [opened, setOpened] = useState<GoalDialogState>();

  const close = () => {
    setOpened(undefined);
    if (isNewRoute) void navigate(pathname.replace(/\/new\/?$/, ''), { replace: true });
  };

  return {
    dialog: opened ?? (isNewRoute ? {} : undefined),
    openCreate: () => setOpened({}),
    openEdit: (goal: Goal) => setOpened({ goal }),
    close,
  };
}
