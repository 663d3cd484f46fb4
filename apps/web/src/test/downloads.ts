// Page tests that download a file: the anchor a download clicks is caught instead of navigating, and the
// object URL it points at is a fixed string. Call at the top of a test file (it registers the hooks).
import { afterEach, beforeEach, vi } from 'vitest';
import { hideToast } from '../lib/toast';

/** The anchors clicked by downloads in the running test (emptied before each test). */
export function captureDownloads(objectUrl: string): { clicked: HTMLAnchorElement[] } {
  const downloads = { clicked: [] as HTMLAnchorElement[] };
  beforeEach(() => {
    downloads.clicked = [];
    URL.createObjectURL = vi.fn(() => objectUrl);
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.clicked.push(this);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    hideToast();
  });
  return downloads;
}

/** A file as a download endpoint answers it: `body` under `filename`, of `contentType` (CSV by default). */
export function fileResponse(body: BlobPart, filename: string, contentType = 'text/csv'): Response {
  return new Response(new Blob([body]), {
    status: 200,
    headers: { 'Content-Type': contentType, 'Content-Disposition': `attachment; filename="${filename}"` },
  });
}
