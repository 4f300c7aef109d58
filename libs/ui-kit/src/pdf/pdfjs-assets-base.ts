/**
 * Where pdf.js's fonts and character maps are fetched from: `/pdfjs/build-<worker>/` when the
 * worker is a content-hashed file of the build (`/assets/<name>.mjs`): the server keeps the files
 * cached for good under that name, which changes with pdfjs-dist (apps/api static-web-app).
 * Otherwise (the development server) the plain `/pdfjs/`, revalidated on every use.
 */
export function pdfjsAssetsBase(workerUrl: string): string {
  const worker = /^\/assets\/([\w.-]+)\.mjs$/.exec(
    new URL(workerUrl, 'http://app.invalid').pathname,
  )?.[1];
  return worker ? `/pdfjs/build-${worker}/` : '/pdfjs/';
}
