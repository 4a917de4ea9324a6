// Hands a downloaded file (a Blob fetched with the viewer's credentials) to the browser under its
// name, through an object URL: the CSV export and the report's workbook.

export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
