import type { EndpointDefinition } from './endpoint';
import { analyticsEndpoints } from './analytics';
import { documentCategoryEndpoints } from './document-category';
import { devOutboxEndpoints } from './dev-outbox';
import { emateraiEndpoints } from './ematerai';
import { documentEndpoints } from './documents';
import { documentUploadEndpoints } from './document-upload';
import { logEndpoints, notificationEndpoints } from './monitoring';
import { officeDropdownEndpoints } from './office-dropdowns';
import { officeEndpoints } from './offices';
import { sessionEndpoints } from './session';
import { topUpEndpoints } from './top-up';
import { signingEndpoints } from './signing';
import { bulkProgressEndpoints } from './bulk-progress';
import { userEndpoints } from './users';
import { vendorEndpoints } from './vendors';

/** Every endpoint of the contract; each domain file adds its list here. */
export const allEndpoints: readonly EndpointDefinition[] = [
  ...sessionEndpoints,
  ...documentCategoryEndpoints,
  ...documentEndpoints,
  ...signingEndpoints,
  ...bulkProgressEndpoints,
  ...documentUploadEndpoints,
  ...devOutboxEndpoints,
  ...officeDropdownEndpoints,
  ...officeEndpoints,
  ...emateraiEndpoints,
  ...topUpEndpoints,
  ...userEndpoints,
  ...vendorEndpoints,
  ...analyticsEndpoints,
  ...notificationEndpoints,
  ...logEndpoints,
];
