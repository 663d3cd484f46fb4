// The app's entry script, the preloads of its imports and its stylesheets, which a prerendered page loads
// only after its first paint (see client-entry.ts); until then the CSS the page uses is inlined. Apart
// from the app's modules: the script of the prerendered pages imports only this and early-input.ts.

/** id of the JSON <script> that lists them. */
export const APP_SCRIPTS_ID = 'app-scripts';

export interface TAppScripts {
  /** URL of main.tsx's built entry. */
  entry: string;
  /** URLs of the modules it imports, fetched in parallel with it. */
  preload: string[];
  /** URLs of the app's stylesheets, in the order of index.html. */
  styles: string[];
}
