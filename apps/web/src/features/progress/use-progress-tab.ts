import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

export const PROGRESS_TABS = ['overview', 'goals', 'skills', 'reflections'] as const;
export type ProgressTab = (typeof PROGRESS_TABS)[number];

const isTab = (value: string | null | undefined): value is ProgressTab => PROGRESS_TABS.includes(value as ProgressTab);

/**
 * The open tab lives in the address (?tab=skills, or #skills from a link), so a reload or a shared link opens
 * the same one. Switching replaces the entry: Back leaves the page rather than stepping through tabs.
 */
export function useProgressTab(): [ProgressTab, (tab: ProgressTab) => void] {
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const fromQuery = params.get('tab');
  const fromHash = hash.replace(/^#/, '');
  const tab: ProgressTab = isTab(fromQuery) ? fromQuery : isTab(fromHash) ? fromHash : 'overview';
  const setTab = useCallback(
    (next: ProgressTab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'overview') updated.delete('tab');
          else updated.set('tab', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, setTab];
}
