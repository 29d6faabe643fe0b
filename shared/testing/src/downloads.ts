/** A file a screen saved with `downloadBlob` (@portal/ui/lists): the name it is saved under and its contents. */
export interface SavedFile {
  name: string;
  blob: Blob;
}

let restores: (() => void)[] = [];

/**
 * Catches the files a screen saves, for the test that starts it. The link's click is caught
 * because jsdom cannot follow it; `URL` is Node's own, shared by the test files of a worker, so the
 * spies are undone after each test (jest-setup).
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const spies = [
    jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:saved-${blobs.size + 1}`;
      blobs.set(url, blob as Blob);
      return url;
    }),
    jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined),
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function save(this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (this.download && blob) saved.push({ name: this.download, blob });
    }),
  ];
  restores.push(() => spies.forEach((spy) => spy.mockRestore()));
  return saved;
}

export function restoreDownloads() {
  restores.forEach((restore) => restore());
  restores = [];
}
