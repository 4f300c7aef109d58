import { describe, expect, it } from '@jest/globals';
import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from '@esign/session';
import { uploadPlacementRoutes } from './routes';

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
});
