/** Full-page navigation (the zip link), an object so tests can replace it. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
