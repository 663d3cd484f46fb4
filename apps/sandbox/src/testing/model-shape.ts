import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// A small check of a response against Amazon's own Swagger model (../shared/amazon-models): every field
// is one the model names, of the model's type, and every required field is there. Not a full JSON-schema
// validator (the contract suite is); enough to catch a misspelt field or a number sent as a string.

export const MODELS_DIR =
  process.env.AMAZON_MODELS_DIR ??
  resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/amazon-models');

type TSchema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, TSchema>;
  required?: string[];
  items?: TSchema;
  enum?: unknown[];
  format?: string;
  additionalProperties?: boolean | TSchema;
};
type TModel = { definitions: Record<string, TSchema> };

export const modelsPresent = () => existsSync(resolve(MODELS_DIR, 'sp-api'));

export function loadModel(file: string): TModel {
  return JSON.parse(readFileSync(resolve(MODELS_DIR, 'sp-api', file), 'utf8')) as TModel;
}

/** The differences between `value` and the model's definition `name` (empty when it fits). */
export function shapeErrors(model: TModel, name: string, value: unknown): string[] {
  const errors: string[] = [];
  const check = (schema: TSchema, v: unknown, path: string) => {
    let s = schema;
    while (s.$ref) s = model.definitions[s.$ref.replace('#/definitions/', '')] ?? {};
    if (s.enum && !s.enum.includes(v)) errors.push(`${path}: ${JSON.stringify(v)} is not one of the enum`);
    const type = s.type ?? (s.properties ? 'object' : undefined);
    if (type === 'object' || s.properties) {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        errors.push(`${path}: expected an object`);
        return;
      }
      for (const req of s.required ?? []) if (!(req in v)) errors.push(`${path}.${req}: missing`);
      for (const [k, child] of Object.entries(v)) {
        const prop = s.properties?.[k];
        if (prop) check(prop, child, `${path}.${k}`);
        else if (s.properties && s.additionalProperties !== true)
          errors.push(`${path}.${k}: not in the model`);
      }
    } else if (type === 'array') {
      if (!Array.isArray(v)) errors.push(`${path}: expected an array`);
      else if (s.items) for (const [i, item] of v.entries()) check(s.items, item, `${path}[${i}]`);
    } else if (type === 'string') {
      if (typeof v !== 'string') errors.push(`${path}: expected a string`);
      else if (s.format === 'date-time' && (!v.includes('T') || Number.isNaN(Date.parse(v))))
        errors.push(`${path}: ${v} is not a date-time`);
      else if (s.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(v))
        errors.push(`${path}: ${v} is not a date`);
    } else if (type === 'integer') {
      if (!Number.isInteger(v)) errors.push(`${path}: expected an integer`);
    } else if (type === 'number') {
      if (typeof v !== 'number') errors.push(`${path}: expected a number`);
    } else if (type === 'boolean') {
      if (typeof v !== 'boolean') errors.push(`${path}: expected a boolean`);
    }
  };
  check({ $ref: `#/definitions/${name}` }, value, name);
  return errors;
}
