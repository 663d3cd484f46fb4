import { createHmac, randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { marketplaceData, sellerData } from '../data/seller-data.ts';
import { REPORT_TYPES } from './report-types.ts';

export type TProcessingStatus = 'IN_QUEUE' | 'IN_PROGRESS' | 'DONE' | 'CANCELLED' | 'FATAL';

export type TReport = {
  reportId: string;
  reportType: string;
  sellingPartnerId: string;
  marketplaceIds: string[];
  dataStartTime: number;
  dataEndTime: number;
  createdTime: number;
  options: Record<string, string>;
  /** What the API's create call asked for, as the builder needs it (Ads reports keep their configuration). */
  spec?: unknown;
  polls: number;
  status: TProcessingStatus;
  processingStartTime: number | null;
  processingEndTime: number | null;
  reportDocumentId: string | null;
};

export type TReportDocument = {
  reportDocumentId: string;
  sellingPartnerId: string;
  contentType: string;
  body: Buffer;
};

export const DOCUMENT_URL_TTL_S = 300;

/** Renders a finished report; null when it has no data (SP-API then cancels it). */
export type TReportBuilder = (report: TReport) => { contentType: string; content: string } | null;

// SP-API reports come from the REPORT_TYPES table.
const spReportBuilder: TReportBuilder = (report) => {
  const type = REPORT_TYPES[report.reportType];
  // A report of one marketplace carries that marketplace's orders, the same getOrders answers for it.
  const data =
    marketplaceData(report.sellingPartnerId, report.marketplaceIds[0] ?? '') ??
    sellerData(report.sellingPartnerId);
  const content = type?.build(data, {
    start: report.dataStartTime,
    end: report.dataEndTime,
    createdAt: report.createdTime,
    options: report.options,
    marketplaceIds: report.marketplaceIds,
  });
  return type && content !== null && content !== undefined
    ? { contentType: type.contentType, content }
    : null;
};

// Reports move IN_QUEUE → IN_PROGRESS → DONE on the second status poll or after 3 s of sandbox time,
// whichever comes first: real enough to exercise polling, quick under a frozen test clock.
const START_AFTER_MS = 1000;
const DONE_AFTER_MS = 3000;

// One store per API: SP-API and Ads reports differ in ids, builders and download paths, and share the
// lifecycle, the GZIP documents and the signed short-lived URLs.
export function createReportStore(
  opts: {
    build?: TReportBuilder;
    newId?: (createdTime: number, sequence: number) => string;
    /** Where the signed downloads are served (see document-route.ts). */
    documentPath?: string;
  } = {},
) {
  const build = opts.build ?? spReportBuilder;
  const documentPath = opts.documentPath ?? '/report-documents';
  const newId =
    opts.newId ??
    ((createdTime: number, sequence: number) =>
      String(50_000_000_000 + (createdTime % 1_000_000_000) + sequence));
  const reports = new Map<string, TReport>();
  const documents = new Map<string, TReportDocument>();
  const secret = randomBytes(32);
  let sequence = 0;

  function finish(report: TReport, now: number) {
    const built = build(report);
    report.processingEndTime = now;
    if (built === null) {
      // Amazon cancels a report that has no data.
      report.status = 'CANCELLED';
      return;
    }
    const reportDocumentId = `amzn1.spdoc.1.4.${report.reportId}.${randomBytes(8).toString('hex')}`;
    documents.set(reportDocumentId, {
      reportDocumentId,
      sellingPartnerId: report.sellingPartnerId,
      contentType: built.contentType,
      body: gzipSync(Buffer.from(built.content, 'utf8')),
    });
    report.reportDocumentId = reportDocumentId;
    report.status = 'DONE';
  }

  const sign = (documentId: string, expires: number) =>
    createHmac('sha256', secret).update(`${documentId}:${expires}`).digest('hex');

  return {
    create(
      input: Omit<
        TReport,
        'reportId' | 'polls' | 'status' | 'processingStartTime' | 'processingEndTime' | 'reportDocumentId'
      >,
    ): TReport {
      sequence++;
      const reportId = newId(input.createdTime, sequence);
      const report: TReport = {
        ...input,
        reportId,
        polls: 0,
        status: 'IN_QUEUE',
        processingStartTime: null,
        processingEndTime: null,
        reportDocumentId: null,
      };
      reports.set(reportId, report);
      return report;
    },
    /** Looks a report up for its owner and moves it along as time and polls pass. */
    poll(reportId: string, sellingPartnerId: string, now: number, countPoll: boolean): TReport | null {
      const report = reports.get(reportId);
      if (!report || report.sellingPartnerId !== sellingPartnerId) return null;
      if (countPoll) report.polls++;
      const elapsed = now - report.createdTime;
      if (report.status === 'IN_QUEUE' && (report.polls >= 1 || elapsed >= START_AFTER_MS)) {
        report.status = 'IN_PROGRESS';
        report.processingStartTime = now;
      }
      if (report.status === 'IN_PROGRESS' && (report.polls >= 2 || elapsed >= DONE_AFTER_MS))
        finish(report, now);
      return report;
    },
    list(sellingPartnerId: string): TReport[] {
      return [...reports.values()].filter((r) => r.sellingPartnerId === sellingPartnerId).reverse();
    },
    cancel(report: TReport, now: number) {
      report.status = 'CANCELLED';
      report.processingEndTime = now;
    },
    document(documentId: string, sellingPartnerId: string): TReportDocument | null {
      const doc = documents.get(documentId);
      return doc && doc.sellingPartnerId === sellingPartnerId ? doc : null;
    },
    documentPath,
    /** A pre-signed download link in the style of S3, good for DOCUMENT_URL_TTL_S seconds. */
    signedPath(documentId: string, now: number): string {
      const expires = Math.floor(now / 1000) + DOCUMENT_URL_TTL_S;
      return `${documentPath}/${encodeURIComponent(documentId)}?X-Amz-Expires=${DOCUMENT_URL_TTL_S}&Expires=${expires}&X-Amz-Signature=${sign(documentId, expires)}`;
    },
    download(
      documentId: string,
      expires: number,
      signature: string,
      now: number,
    ): TReportDocument | 'expired' | null {
      const doc = documents.get(documentId);
      if (!doc || signature !== sign(documentId, expires)) return null;
      return now / 1000 > expires ? 'expired' : doc;
    },
  };
}

export type TReportStore = ReturnType<typeof createReportStore>;
