/** Hands a downloaded file to the browser to save, under the server's name for it or the caller's. */
export function saveFile({ blob, filename }: { blob: Blob; filename?: string | undefined }, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  link.click();
  URL.revokeObjectURL(url);
}
