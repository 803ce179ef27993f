import { QUICK_FILTER_DEBOUNCE_MS, type AuditAction } from '@coaching/contract';
import { useEffect, useMemo, useState } from 'react';
import type { AuditListRequest } from '../../api/platform-settings.js';

export const AUDIT_PAGE_SIZE = 10;
export type AuditActor = { id: string; name: string };

/**
 * The audit log's filters and page as GET /admin/audit's query: by action, by who did it (picked from an entry)
 * and by target (typed, sent once the typing pauses). Any filter starts again from the first page.
 */
export function useAuditQuery() {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(AUDIT_PAGE_SIZE);
  const [action, setAction] = useState<AuditAction | ''>('');
  const [actor, setActor] = useState<AuditActor>();
  const [targetInput, setTargetInput] = useState('');
  const [target, setTarget] = useState('');

  useEffect(() => {
    const typed = targetInput.trim();
    if (typed === target) return;
    const timer = setTimeout(() => {
      setTarget(typed);
      setPage(0);
    }, QUICK_FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [targetInput, target]);

  const request = useMemo(
    (): AuditListRequest => ({
      page: page + 1,
      limit: pageSize,
      ...(action ? { action } : {}),
      ...(actor ? { actorId: actor.id } : {}),
      ...(target ? { targetId: target } : {}),
    }),
    [page, pageSize, action, actor, target],
  );

  const filter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(0);
  };

  return {
    request,
    filtered: Boolean(action || actor || target),
    page,
    pageSize,
    setPage,
    setPageSize: filter(setPageSize),
    action,
    setAction: filter(setAction),
    actor,
    setActor: filter(setActor),
    targetInput,
    setTargetInput,
    /** A target picked from an entry applies at once. */
    pickTarget: (id: string) => {
      setTargetInput(id);
      setTarget(id);
      setPage(0);
    },
    clear: () => {
      setAction('');
      setActor(undefined);
      setTargetInput('');
      setTarget('');
      setPage(0);
    },
  };
}

export type AuditQuery = ReturnType<typeof useAuditQuery>;
