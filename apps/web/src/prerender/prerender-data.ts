import type { HydrationState } from 'react-router';

/** id of the JSON <script> a prerendered page carries for hydration (JSON, so CSP's script-src allows it). */
export const PRERENDER_DATA_ID = 'prerender-data';

/** What a prerendered page hands to the client along with its markup. */
export interface TPrerenderData {
  /** The router's state as the prerender left it: loader data (the visitor's, no session) and errors. */
  router: HydrationState;
  /**
   * The SPA shell's own title and description. The prerendered HTML carries the page's; the client puts
   * the shell's back before hydrating, so that leaving the page restores them as in the plain SPA.
   */
  shellMeta: { title: string; description: string };
}

/** A JSON <script> element: no `<` in the value can close it or open a comment. */
export function jsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/** The prerendered page's data, or null for the plain SPA shell (or anything unreadable). */
export function readPrerenderData(doc: Document = document): TPrerenderData | null {
  const text = doc.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as TPrerenderData;
    return data && typeof data === 'object' && data.router && data.shellMeta ? data : null;
  } catch {
    return null;
  }
}
