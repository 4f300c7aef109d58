import {
  createDocumentCategory,
  documentCategoryDropdown,
  getDocumentCategory as getDocumentCategoryEndpoint,
  listDocumentCategories as listDocumentCategoriesEndpoint,
  updateDocumentCategory,
} from '@esign/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  documentCategoryOptions,
  getDocumentCategory,
  listDocumentCategories,
  saveDocumentCategory,
} from './document-categories';

/** Setting › Doc Category (spec §7 "Document category") and its dropdown. */
export function registerDocumentCategoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, listDocumentCategoriesEndpoint, async ({ query }) =>
    listDocumentCategories(ctx.db, query),
  );

  registerEndpoint(app, getDocumentCategoryEndpoint, async ({ params }) => ({
    data: { category: await getDocumentCategory(ctx.db, params.id) },
  }));

  registerEndpoint(app, createDocumentCategory, async ({ principal, body, request }) => ({
    data: {
      category: await saveDocumentCategory(ctx, principal, { ...body.data, ip: request.ip }),
    },
  }));

  registerEndpoint(app, updateDocumentCategory, async ({ principal, params, body, request }) => ({
    data: {
      category: await saveDocumentCategory(ctx, principal, {
        ...body.data,
        id: params.id,
        ip: request.ip,
      }),
    },
  }));

  registerEndpoint(app, documentCategoryDropdown, async () => ({
    data: await documentCategoryOptions(ctx.db),
  }));
}
