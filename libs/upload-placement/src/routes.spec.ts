import { describe, expect, it } from '@jest/globals';
import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from '@esign/session';
import { uploadPlacementRoutes } from './routes';

const mockStartPdfViewerLoad = jest.fn();
jest.mock('@esign/ui-kit', () => ({
  ...jest.requireActual<object>('@esign/ui-kit'),
  startPdfViewerLoad: () => mockStartPdfViewerLoad(),
}));

const tree: RouteObject[] = [{ path: '/admin', children: uploadPlacementRoutes }];

describe('uploadPlacementRoutes', () => {
  it('opens /admin/upload-document behind upload-document, titled Upload Document, loaded lazily', () => {
    const page = matchRoutes(tree, '/admin/upload-document')?.at(-1)?.route;
    expect(page?.handle as RouteHandle | undefined).toEqual({
      permission: 'upload-document',
      title: 'Upload Document',
    });
    expect(typeof page?.lazy).toBe('function');
  });

  it("starts pdf.js's worker and the viewer's code as the page is entered: every file chosen there opens in the viewer", async () => {
    const lazy = matchRoutes(tree, '/admin/upload-document')?.at(-1)?.route.lazy;
    if (typeof lazy !== 'function') throw new Error('the upload page is not a lazy route');
    const loaded = await lazy();
    expect(mockStartPdfViewerLoad).toHaveBeenCalledTimes(1);
    expect(loaded).toHaveProperty('Component');
  });
});
