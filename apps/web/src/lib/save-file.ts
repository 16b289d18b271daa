/** Saves a downloaded file under a name (the browser's download, without leaving the page). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file to the browser.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
