import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

// Amazon's published API models (SP-API Swagger 2.0, Ads OpenAPI 3) live beside the repository, at
// `../shared/amazon-models` from its root; CI has them at the same place. A missing folder is an error,
// never a skipped test: a contract test that checks nothing must not pass.
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const MODELS_DIR = resolve(REPO_ROOT, '../shared/amazon-models');

function modelsDir(): string {
  if (!existsSync(resolve(MODELS_DIR, 'README.md'))) {
    throw new Error(
      `Amazon's API models are missing: expected them at ${MODELS_DIR} (../shared/amazon-models)`,
    );
  }
  return MODELS_DIR;
}

type TDoc = {
  swagger?: string;
  openapi?: string;
  produces?: string[];
  paths: Record<string, Record<string, TOperationDoc>>;
};
export type TOperationDoc = {
  operationId?: string;
  parameters?: { name: string; in: string }[];
  responses: Record<string, TResponseDoc>;
};
export type TResponseDoc = {
  schema?: unknown;
  content?: Record<string, { schema?: unknown }>;
  'x-amzn-api-sandbox'?: { static?: TSandboxExample[]; dynamic?: TSandboxExample[] };
};
export type TSandboxExample = {
  request: { parameters: Record<string, { value?: unknown }> };
  response?: unknown;
};

// ajv-formats ships CommonJS with a default export; under Node's ESM loader it arrives wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

// One validator for every model: each document is registered under its file name, so the refs inside
// it (`#/definitions/...` in Swagger 2.0, `#/components/schemas/...` in OpenAPI 3) resolve in it.
// Not strict: the models carry OpenAPI keywords (`example`, `x-*`, `discriminator`) JSON Schema lacks.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
const docs = new Map<string, TDoc>();

/** A model document, e.g. `sp-api/ordersV0.json` or `ads-api/reporting-v3.json`. */
export function loadModel(file: string): TDoc {
  const cached = docs.get(file);
  if (cached) return cached;
  const doc = JSON.parse(readFileSync(resolve(modelsDir(), file), 'utf8')) as TDoc;
  ajv.addSchema(doc as object, file);
  docs.set(file, doc);
  return doc;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

export type TModelOperation = {
  file: string;
  path: string;
  method: string;
  doc: TOperationDoc;
  /** Statuses the model documents for this operation. */
  statuses: string[];
  /** Media types of a status's body (Swagger 2.0: JSON unless the operation says otherwise). */
  mediaTypes(status: number): string[];
  /** Validates a body against the status's schema (the `default` response when the status is not listed). */
  validate(status: number, body: unknown): string[];
};

/** The model's operation at `path` (the model's own template, e.g. `/orders/v0/orders/{orderId}`) and method. */
export function modelOperation(file: string, path: string, method: string): TModelOperation {
  const doc = loadModel(file);
  const op = doc.paths[path]?.[method.toLowerCase()];
  if (!op) throw new Error(`${file} has no ${method} ${path}`);
  const statusKey = (status: number) => {
    if (op.responses[String(status)]) return String(status);
    if (op.responses.default) return 'default';
    throw new Error(`${file} ${method} ${path} documents no ${status} response`);
  };
  const base = pointer('paths', path, method.toLowerCase(), 'responses');
  const validators = new Map<string, ValidateFunction>();
  return {
    file,
    path,
    method,
    doc: op,
    statuses: Object.keys(op.responses),
    mediaTypes(status) {
      const response = op.responses[statusKey(status)] as TResponseDoc;
      if (doc.openapi) return Object.keys(response.content ?? {});
      return (op as { produces?: string[] }).produces ?? doc.produces ?? ['application/json'];
    },
    validate(status, body) {
      const key = statusKey(status);
      const response = op.responses[key] as TResponseDoc;
      let ref: string;
      if (doc.openapi) {
        const media = Object.keys(response.content ?? {})[0];
        if (media === undefined) return body === undefined || body === '' ? [] : ['the model has no body'];
        ref = `${file}#/${base}/${pointer(key, 'content', media, 'schema')}`;
      } else {
        if (response.schema === undefined) return [];
        ref = `${file}#/${base}/${pointer(key, 'schema')}`;
      }
      let validate = validators.get(ref);
      if (!validate) {
        validate = ajv.compile({ $ref: ref });
        validators.set(ref, validate);
      }
      return validate(body) ? [] : describe(validate.errors);
    },
  };
}

/** Validates a body against a named schema of a model (`definitions` or `components/schemas`). */
export function validateNamed(file: string, name: string, body: unknown): string[] {
  const doc = loadModel(file);
  const ref = doc.openapi ? `${file}#/components/schemas/${name}` : `${file}#/definitions/${name}`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  return validate(body) ? [] : describe(validate.errors);
}

/** Validates a standalone JSON schema file (e.g. a report document's schema). */
export function validateAgainstFile(file: string, body: unknown): string[] {
  let validate = ajv.getSchema(file);
  if (!validate) {
    ajv.addSchema(JSON.parse(readFileSync(resolve(modelsDir(), file), 'utf8')) as object, file);
    validate = ajv.getSchema(file);
  }
  if (!validate) throw new Error(`cannot compile ${file}`);
  return validate(body) ? [] : describe(validate.errors);
}

// One line per distinct problem: array indices are folded, so a field wrong in every order reads once.
function describe(errors: ErrorObject[] | null | undefined): string[] {
  const lines = (errors ?? []).map(
    (e) =>
      `${(e.instancePath || '/').replace(/\/\d+(?=\/|$)/g, '/*')} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
  );
  return [...new Set(lines)];
}
