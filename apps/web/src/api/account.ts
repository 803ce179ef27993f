import { accountExportFilename, type DeleteAccountBody } from '@coaching/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall, apiDownload } from './client.js';
import { saveFile } from './save-file.js';

/** The client's own data (issue 19, Data Management): the export file and the erasure of the account. */
export const accountApi = {
  exportFile: () => apiDownload(`/auth/me/export`),
  deleteAccount: (body: DeleteAccountBody) => apiCall<null>('/auth/me', { method: 'DELETE', body }),
};

/** Downloads the export and saves it as coaching-data-YYYY-MM-DD.json (the server names it; today's date otherwise). */
export function useExportData() {
  return useMutation({
    meta: { silent: true },
    mutationFn: async () => saveFile(await accountApi.exportFile(), accountExportFilename(new Date())),
  });
}

/** DELETE /auth/me: the password asked again; the caller signs out locally once it is done. */
export function useDeleteAccount() {
  return useMutation({ meta: { silent: true }, mutationFn: accountApi.deleteAccount });
}

