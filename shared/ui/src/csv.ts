import Papa from 'papaparse';

/** Builds a CSV file from rows and starts its download in the browser. */
export function downloadCsv(fileName: string, header: readonly string[], rows: readonly (readonly (string | number)[])[]): void {
  const csv = Papa.unparse({ fields: [...header], data: rows.map((row) => [...row]) });
  downloadBlob(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}

export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
