import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ReportTooLargeError, readBounded } from './bounded-gunzip.ts';
import { createSpApi } from './sp-api.ts';
import type { TSpApiClient, TSpStore } from './sp-api-client.ts';

const streamOf = (bytes: Uint8Array, chunk = 1024) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunk) controller.enqueue(bytes.subarray(i, i + chunk));
      controller.close();
    },
  });

// Report documents are streamed through gunzip with a cap on what they grow to (issue 17, M6).
describe('readBounded', () => {
  const text = 'order-id\tsku\n'.repeat(1000);

  it('reads gzip and plain bodies, and tells gzip by its magic bytes on auto', async () => {
    const gz = gzipSync(text);
    expect(await readBounded(streamOf(gz), { gzip: true })).toBe(text);
    expect(await readBounded(streamOf(Buffer.from(text)), { gzip: false })).toBe(text);
    expect(await readBounded(streamOf(gz), { gzip: 'auto' })).toBe(text);
    expect(await readBounded(Buffer.from(text), { gzip: 'auto' })).toBe(text);
    expect(await readBounded(null, { gzip: true })).toBe('');
  });

  it('stops a document that inflates past the cap (a gzip bomb) with ReportTooLargeError', async () => {
    // 64 MB of zeros compress to about 64 KB.
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024));
    const read = readBounded(streamOf(bomb, 16 * 1024), { gzip: true, maxBytes: 1024 * 1024 });
    await expect(read).rejects.toBeInstanceOf(ReportTooLargeError);
    await expect(readBounded(Buffer.alloc(2048), { gzip: false, maxBytes: 1024 })).rejects.toBeInstanceOf(
      ReportTooLargeError,
    );
  });
});

describe('SP-API report documents', () => {
  const store = { sellerId: 'A1BOMB', refreshTokenEnc: 'v1.test', channelId: 'c' } as unknown as TSpStore;
  const answers: Record<string, unknown> = {
    createReport: { reportId: 'r-1' },
    getReport: { processingStatus: 'DONE', reportDocumentId: 'd-1' },
    getReportDocument: { url: 'https://files.example/d-1', compressionAlgorithm: 'GZIP' },
  };
  const client: TSpApiClient = { call: async (_store, operation) => answers[operation] as never };
  let downloads = 0;
  const fetchFile = (bytes: Uint8Array) => async () => {
    downloads += 1;
    return new Response(streamOf(bytes, 16 * 1024), { status: 200 });
  };
  const request = { reportType: 'GET_LEDGER_DETAIL_VIEW_DATA', marketplaceIds: ['ATVPDKIKX0DER'] };

  it('reads a gzip document within the cap', async () => {
    const api = createSpApi({ client, fetch: fetchFile(gzipSync('a\tb\n1\t2\n')), reportMaxBytes: 1024 });
    expect(await api.fetchReport(store, request)).toBe('a\tb\n1\t2\n');
  });

  it('refuses a document that inflates past the cap, at once and without retrying it', async () => {
    downloads = 0;
    const bomb = gzipSync(Buffer.alloc(16 * 1024 * 1024));
    const api = createSpApi({ client, fetch: fetchFile(bomb), reportMaxBytes: 1024 * 1024 });
    await expect(api.fetchReport(store, request)).rejects.toBeInstanceOf(ReportTooLargeError);
    expect(downloads).toBe(1);
  });
});
