/** The one way this feature leaves the app; tests replace `replace` to see where it would go. */
export const browserLocation = {
  replace(url: string): void {
    window.location.replace(url);
  },
};
