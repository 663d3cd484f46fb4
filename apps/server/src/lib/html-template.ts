// Server-rendered HTML (the mails, the unsubscribe and dev-mailbox pages) is built with the `html` tag:
// every interpolated value is escaped unless it is itself a fragment made by `html`, so a value cannot be
// forgotten (it is escaped by default) nor escaped twice (a fragment passes through as it is).

// Only this module can make a fragment: the brand is a symbol nobody else holds.
const RAW = Symbol('html');

export type THtml = { readonly [RAW]: string; toString(): string };

/** What may go into `html`: text and numbers (escaped), fragments (kept), lists of either (joined). */
export type THtmlValue = string | number | THtml | false | null | undefined | readonly THtmlValue[];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function fragment(raw: string): THtml {
  return { [RAW]: raw, toString: () => raw };
}

function isFragment(value: unknown): value is THtml {
  return typeof value === 'object' && value !== null && RAW in value;
}

function render(value: THtmlValue): string {
  // Nothing for an absent value, so `${cond && html`…`}` reads as it does in JSX.
  if (value === null || value === undefined || value === false) return '';
  if (isFragment(value)) return value[RAW];
  if (Array.isArray(value)) return value.map(render).join('');
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A fragment of HTML: the literal parts as written, each `${value}` escaped unless it is a fragment. */
export function html(strings: TemplateStringsArray, ...values: THtmlValue[]): THtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return fragment(out);
}

/** Fragments (or text, escaped) with a separator between them (text, escaped). */
export function joinHtml(parts: readonly THtmlValue[], separator: string): THtml {
  return fragment(parts.map(render).join(render(separator)));
}

/**
 * Markup we wrote ourselves and that must not be escaped (a stylesheet inside <style>, where entities
 * are not decoded). Never for a value that comes from a user or from Amazon.
 */
export function trustedHtml(raw: string): THtml {
  return fragment(raw);
}
