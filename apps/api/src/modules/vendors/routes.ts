import {
  checkVendorPrivyId as checkVendorPrivyIdEndpoint,
  createVendor as createVendorEndpoint,
  downloadVendorNpwpImage as downloadVendorNpwpImageEndpoint,
  industryDropdown,
  listVendors as listVendorsEndpoint,
  vendorDropdown,
} from '@esign/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/register-endpoint';
import { sendFile } from '../../http/send-file';
import { checkVendorPrivyId } from './check-vendor-privy-id';
import { createVendor } from './create-vendor';
import { downloadVendorNpwpImage } from './download-vendor-npwp-image';
import { listIndustryOptions } from './list-industry-options';
import { listVendorOptions } from './list-vendor-options';
import { listVendors } from './list-vendors';

/** Setting › Account (spec §7 "Vendors") and the vendor and industry dropdowns. */
export function registerVendorRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, listVendorsEndpoint, async ({ query }) => listVendors(ctx.db, query));

  registerEndpoint(app, checkVendorPrivyIdEndpoint, async ({ query }) => ({
    data: await checkVendorPrivyId(ctx.db, query.privy_id),
  }));

  registerEndpoint(app, createVendorEndpoint, async ({ principal, body, files, request }) => ({
    data: {
      vendor: await createVendor(ctx, principal, {
        ...body,
        npwpImage: files.npwp_image,
        ip: request.ip,
      }),
    },
  }));

  registerEndpoint(app, downloadVendorNpwpImageEndpoint, async ({ params, reply }) => {
    const image = await downloadVendorNpwpImage(ctx, params.id);
    return sendFile(reply, image, image.contentType);
  });

  registerEndpoint(app, vendorDropdown, async () => ({ data: await listVendorOptions(ctx.db) }));

  registerEndpoint(app, industryDropdown, async () => ({
    data: await listIndustryOptions(ctx.db),
  }));
}
