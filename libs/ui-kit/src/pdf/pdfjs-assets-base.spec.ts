import { pdfjsAssetsBase } from './pdfjs-assets-base';

describe('where pdf.js fetches its fonts and character maps', () => {
  it('names the built worker in the path, so an upgrade of pdf.js changes it', () => {
    expect(pdfjsAssetsBase('https://sign.example/assets/pdf.worker.min-qwK7q_zL.mjs')).toBe(
      '/pdfjs/build-pdf.worker.min-qwK7q_zL/',
    );
    expect(pdfjsAssetsBase('/assets/pdf.worker.min-qwK7q_zL.mjs')).toBe(
      '/pdfjs/build-pdf.worker.min-qwK7q_zL/',
    );
  });

  it('uses the plain path when the worker is not a built asset (development server)', () => {
    expect(
      pdfjsAssetsBase('http://localhost:4200/node_modules/pdfjs-dist/build/pdf.worker.min.mjs'),
    ).toBe('/pdfjs/');
  });
});
