// Stripe's request bodies are form-encoded with bracketed keys: `metadata[company_id]=…`,
// `invoice_settings[default_payment_method]=pm_…`, `expand[0]=…` (or `expand[]=…`). The sandbox's form
// parser keeps the flat keys; this turns them into the nested object Stripe reads.

export type TStripeParams = { [key: string]: string | string[] | TStripeParams | TStripeParams[] };

function segmentsOf(key: string): string[] {
  const head = /^[^[]+/.exec(key)?.[0] ?? key;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [head, ...rest];
}

/** `{ 'a[b]': '1', 'expand[0]': 'x' }` → `{ a: { b: '1' }, expand: ['x'] }`. */
export function nestStripeParams(flat: Record<string, string | string[]>): TStripeParams {
  const root: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(flat)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      const path = segmentsOf(key);
      let node: Record<string, unknown> = root;
      path.forEach((segment, i) => {
        const last = i === path.length - 1;
        const nextIsList = !last && (path[i + 1] === '' || /^\d+$/.test(path[i + 1] ?? ''));
        if (segment === '' && Array.isArray(node)) {
          if (last) (node as unknown[]).push(value);
          else {
            const child = nextIsList ? [] : {};
            (node as unknown[]).push(child);
            node = child as Record<string, unknown>;
          }
          return;
        }
        if (last) {
          node[segment] = value;
          return;
        }
        node[segment] ??= nextIsList ? [] : {};
        node = node[segment] as Record<string, unknown>;
      });
    }
  }
  return compactLists(root) as TStripeParams;
}

// `expand[0]` and `expand[1]` land on array indices already; holes (a sparse list) are dropped.
function compactLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compactLists);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compactLists(v)]));
  return value;
}

/** A string parameter, or undefined (absent or not a string). */
export function stringParam(params: TStripeParams, key: string): string | undefined {
  const value = params[key];
  return typeof value === 'string' ? value : undefined;
}

/** A nested hash parameter of strings (metadata, address), or undefined. */
export function hashParam(params: TStripeParams, key: string): Record<string, string> | undefined {
  const value = params[key];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A list of strings (expand, enabled_events), or []. */
export function listParam(params: TStripeParams, key: string): string[] {
  const value = params[key];
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is string => typeof v === 'string');
}
