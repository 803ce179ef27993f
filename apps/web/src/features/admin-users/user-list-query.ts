import { QUICK_FILTER_DEBOUNCE_MS, USER_LIST_PAGE_SIZE, USER_SORT_FIELDS, type Role, type VerificationStatus } from '@coaching/contract';
import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import type { UserListRequest } from '../../api/admin-users.js';

export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export type StatusFilter = 'active' | 'inactive';

/** Spec section 9: newest first. */
export const DEFAULT_SORT: GridSortModel = [{ field: 'createdAt', sort: 'desc' }];
const FIRST_PAGE: GridPaginationModel = { page: 0, pageSize: USER_LIST_PAGE_SIZE };
const NO_FILTER: GridFilterModel = { items: [], quickFilterValues: [] };

/** The whole typed search is one term (the server looks for it in the email, username and names). */
export const quickFilterParser = (input: string) => (input.trim() ? [input.trim()] : []);
export const quickFilterFormatter = (values: unknown[]) => values.join(' ');
export { QUICK_FILTER_DEBOUNCE_MS };

const isSortField = (field: string): field is UserSortField => (USER_SORT_FIELDS as readonly string[]).includes(field);

/**
 * The grid's paging, sorting and quick filter, and the role and status filters, as GET /users's query. Any change
 * but a page turn starts again from the first page: page 4 of one search means nothing in another.
 */
export function useUserListQuery() {
  const [pagination, setPagination] = useState(FIRST_PAGE);
  const [sortModel, setSortModel] = useState<GridSortModel>(DEFAULT_SORT);
  const [filterModel, setFilterModel] = useState<GridFilterModel>(NO_FILTER);
  const [role, setRole] = useState<Role | ''>('');
  const [status, setStatus] = useState<StatusFilter | ''>('');
  // Only coaches have one: the server lists coaches alone under this filter.
  const [verification, setVerification] = useState<VerificationStatus | ''>('');

  const fromFirstPage = () => setPagination((current) => ({ ...current, page: 0 }));
  const q = quickFilterFormatter(filterModel.quickFilterValues ?? []).trim();

  const request = useMemo((): UserListRequest => {
    // A cleared sort (the third click on a header) is the default order again.
    const [sort] = sortModel;
    return {
      page: pagination.page + 1,
      limit: pagination.pageSize,
      sortBy: sort && isSortField(sort.field) ? sort.field : 'createdAt',
      sortOrder: sort?.sort ?? 'desc',
      ...(role ? { role } : {}),
      ...(status ? { status } : {}),
      ...(verification ? { verification } : {}),
      ...(q ? { q } : {}),
    };
  }, [pagination, sortModel, role, status, verification, q]);

  return {
    request,
    filtered: Boolean(role || status || verification || q),
    grid: {
      paginationModel: pagination,
      onPaginationModelChange: (model: GridPaginationModel) =>
        setPagination((current) => (model.pageSize === current.pageSize ? model : { page: 0, pageSize: model.pageSize })),
      sortModel,
      onSortModelChange: (model: GridSortModel) => {
        setSortModel(model);
        fromFirstPage();
      },
      filterModel,
      onFilterModelChange: (model: GridFilterModel) => {
        setFilterModel(model);
        fromFirstPage();
      },
    },
    filters: {
      role,
      status,
      verification,
      setRole: (value: Role | '') => {
        setRole(value);
        fromFirstPage();
      },
      setStatus: (value: StatusFilter | '') => {
        setStatus(value);
        fromFirstPage();
      },
      setVerification: (value: VerificationStatus | '') => {
        setVerification(value);
        fromFirstPage();
      },
      clear: () => {
        setRole('');
        setStatus('');
        setVerification('');
        setFilterModel(NO_FILTER);
        fromFirstPage();
      },
    },
  };
}

export type UserListState = ReturnType<typeof useUserListQuery>;
