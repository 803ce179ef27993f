import type { User } from '@coaching/contract';
import { createContext, useContext } from 'react';
import type { UserListState } from './user-list-query.js';

export type StatusAction = 'deactivate' | 'reactivate';

/** What the grid's toolbar and its empty overlay read from the page: they are the grid's slots, rendered by it. */
export type UsersGridContextValue = {
  filters: UserListState['filters'];
  filtered: boolean;
  failed: boolean;
  /** The selected users on this page, by what a bulk action would do to them. */
  selected: { count: number; active: User[]; inactive: User[] };
  onBulk: (action: StatusAction) => void;
};

export const UsersGridContext = createContext<UsersGridContextValue | undefined>(undefined);

export function useUsersGrid(): UsersGridContextValue {
  const value = useContext(UsersGridContext);
  if (!value) throw new Error('useUsersGrid() outside the users grid');
  return value;
}
