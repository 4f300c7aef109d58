import {
  createDocumentCategory as createDocumentCategoryEndpoint,
  documentCategoryDropdown,
  getDocumentCategory as getDocumentCategoryEndpoint,
  listDocumentCategories as listDocumentCategoriesEndpoint,
  updateDocumentCategory as updateDocumentCategoryEndpoint,
} from '@esign/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/register-endpoint';
import { createDocumentCategory } from './create-document-category';
import { getDocumentCategory } from './get-document-category';
import { listDocumentCategories } from './list-document-categories';
import { listDocumentCategoryOptions } from './list-document-category-options';
import { updateDocumentCategory } from './update-document-category';

/** Setting › Doc Category (spec §7 "Document category") and its dropdown. */
export function registerDocumentCategoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, listDocumentCategoriesEndpoint, async ({ query }) =>
    listDocumentCategories(ctx.db, query),
  );

  registerEndpoint(app, getDocumentCategoryEndpoint, async ({ params }) => ({
    data: { category: await getDocumentCategory(ctx.db, params.id) },
  }));

  registerEndpoint(app, createDocumentCategoryEndpoint, async ({ principal, body, request }) => ({
    data: {
      category: await createDocumentCategory(ctx, principal, { ...body.data, ip: request.ip }),
    },
  }));

  registerEndpoint(
    app,
    updateDocumentCategoryEndpoint,
    async ({ principal, params, body, request }) => ({
      data: {
        category: await updateDocumentCategory(ctx, principal, {
          ...body.data,
          id: params.id,
          ip: request.ip,
        }),
      },
    }),
  );

  registerEndpoint(app, documentCategoryDropdown, async () => ({
    data: await listDocumentCategoryOptions(ctx.db),
  }));
}
