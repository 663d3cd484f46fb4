import type { FastifyReply } from 'fastify';

// Every file the API answers (exports, PDFs, templates) goes out with the same headers, so no route
// forgets the download name or lets a shared cache keep a seller's file.

/** A file to answer: its bytes or text, its content type and the name the browser saves it as. */
export type TDownload = { body: string | Buffer; type: string; filename: string };

export type TDownloadOptions = {
  /** Shown in the browser (a preview) instead of saved. */
  inline?: boolean;
  /** `no-store` by default; `private, no-store` for a file that is the caller's own. */
  cacheControl?: string;
};

/** Answers the file as a download (or inline). */
export function sendDownload(
  reply: FastifyReply,
  file: TDownload,
  { inline = false, cacheControl = 'no-store' }: TDownloadOptions = {},
): FastifyReply {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${file.filename}"`)
    .header('cache-control', cacheControl)
    .send(file.body);
}
