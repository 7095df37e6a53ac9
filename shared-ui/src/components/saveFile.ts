/** Offers data to the person as a file download (the browser's own "save"), through an object URL. */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // revoke after the click has been handled
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** A CSV text as a file. The byte-order mark makes spreadsheet programs read it as UTF-8 (accented and Arabic names). */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(fileName, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
}
