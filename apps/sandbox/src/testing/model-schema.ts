import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// A small JSON-schema checker for Amazon's models (../shared/amazon-models): the keywords the SP-API
// models and the report schemas use (type, required, properties, items, enum, allOf, $ref into the
// same document, min/maxItems). Enough to say where a sandbox response leaves the model.

type TSchema = Record<string, unknown>;

const MODELS = fileURLToPath(new URL('../../../../../shared/amazon-models/', import.meta.url));

export function loadModel(path: string): TSchema {
  return JSON.parse(readFileSync(`${MODELS}${path}`, 'utf8')) as TSchema;
}

/** The problems of `value` against `schema` (a sub-schema of `root`), as "path: problem" lines. */
export function schemaErrors(root: TSchema, schema: TSchema, value: unknown, path = '$'): string[] {
  if (typeof schema.$ref === 'string') {
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as TSchema)?.[key], root);
    return schemaErrors(root, target as TSchema, value, path);
  }
  const errors: string[] = [];
  for (const part of (schema.allOf as TSchema[] | undefined) ?? [])
    errors.push(...schemaErrors(root, part, value, path));
  const type = schema.type as string | undefined;
  const actual = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  const fits =
    !type ||
    (type === 'integer'
      ? Number.isInteger(value)
      : type === 'number'
        ? typeof value === 'number'
        : actual === type);
  if (!fits) return [...errors, `${path}: ${actual} is not ${type}`];
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    errors.push(`${path}: ${JSON.stringify(value)} is not one of ${schema.enum.join(', ')}`);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const name of (schema.required as string[] | undefined) ?? [])
      if (!(name in record)) errors.push(`${path}: ${name} is required`);
    const properties = (schema.properties as Record<string, TSchema> | undefined) ?? {};
    for (const [name, sub] of Object.entries(properties))
      if (name in record) errors.push(...schemaErrors(root, sub, record[name], `${path}.${name}`));
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      errors.push(`${path}: too few items`);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
      errors.push(`${path}: too many items`);
    if (schema.items && typeof schema.items === 'object')
      for (const [i, item] of value.entries())
        errors.push(...schemaErrors(root, schema.items as TSchema, item, `${path}[${i}]`));
  }
  return errors;
}

/** The problems of a model definition's instance (`#/definitions/<name>` of an SP-API model). */
export function definitionErrors(model: TSchema, name: string, value: unknown): string[] {
  return schemaErrors(model, { $ref: `#/definitions/${name}` }, value);
}
