import { expect } from 'vitest';
import { modelOperation, type TModelOperation, type TSandboxExample } from './amazon-models.ts';

export type TWireResponse = {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
};

/** One call the contract test makes: the sandbox's answer is checked against the model's schema. */
export type TContractCall = {
  url: string;
  body?: unknown;
  /** Expected status; 200 unless given. */
  status?: number;
};

/**
 * One operation the sandbox serves, named as the model names it. Adding an operation to the contract
 * tests is one row: the model file, `METHOD /template` and the call(s) that exercise it.
 */
export type TContractRow<TCtx> = {
  model: string;
  operation: string;
  calls(ctx: TCtx): TContractCall[] | Promise<TContractCall[]>;
};

export function splitOperation(operation: string): { method: string; path: string } {
  const [method = '', path = ''] = operation.split(' ');
  return { method, path };
}

export function operationOf(row: { model: string; operation: string }): TModelOperation {
  const { method, path } = splitOperation(row.operation);
  return modelOperation(row.model, path, method);
}

/** The body as the client would decode it (JSON for JSON media types; empty as undefined). */
export function decodedBody(res: TWireResponse): unknown {
  if (res.body === '') return undefined;
  return JSON.parse(res.body);
}

/** Asserts an answer's status, media type and body against the model. */
export function expectConforms(op: TModelOperation, res: TWireResponse, status: number, label: string) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBe(status);
  const type = String(res.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim();
  const media = op.mediaTypes(status);
  if (media.length > 0 && res.body !== '') expect(media, `${label}: media type`).toContain(type);
  expect(op.validate(status, decodedBody(res)), label).toEqual([]);
}

export type TReplayedExample = {
  key: string;
  status: number;
  example: TSandboxExample;
};

/** Every static `x-amzn-api-sandbox` example of an operation, keyed `model:operationId#status#n`. */
export function staticExamples(op: TModelOperation): TReplayedExample[] {
  const out: TReplayedExample[] = [];
  for (const [status, response] of Object.entries(op.doc.responses)) {
    (response['x-amzn-api-sandbox']?.static ?? []).forEach((example, n) => {
      const model = op.file.replace(/^.*\//, '').replace(/\.json$/, '');
      out.push({ key: `${model}:${op.doc.operationId}#${status}#${n}`, status: Number(status), example });
    });
  }
  return out;
}

/**
 * Turns an example's parameters into the request Amazon's sandbox would receive: path parameters into
 * the template (`defaults` fills those the example leaves out, such as the caller's seller id),
 * query parameters as comma-separated lists, the `body` parameter as the JSON body.
 */
export function exampleRequest(
  op: TModelOperation,
  example: TSandboxExample,
  defaults: Record<string, string>,
): { url: string; body?: unknown } {
  const locations = new Map((op.doc.parameters ?? []).map((p) => [p.name, p.in]));
  const params = example.request.parameters;
  let path = op.path;
  const query = new URLSearchParams();
  let body: unknown;
  for (const [name, { value }] of Object.entries(params)) {
    const where = locations.get(name) ?? (name === 'body' ? 'body' : 'query');
    if (where === 'body') body = value;
    else if (where === 'path') path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    else query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  path = path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(defaults[name] ?? ''));
  const search = query.toString();
  return { url: search === '' ? path : `${path}?${search}`, ...(body === undefined ? {} : { body }) };
}
