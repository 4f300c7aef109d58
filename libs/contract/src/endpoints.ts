import type { EndpointDefinition } from './endpoint';
import { documentCategoryEndpoints } from './document-category';
import { documentEndpoints } from './documents';
import { officeDropdownEndpoints } from './office-dropdowns';
import { sessionEndpoints } from './session';

/** Every endpoint of the contract; each domain file adds its list here. */
export const allEndpoints: readonly EndpointDefinition[] = [
  ...sessionEndpoints,
  ...documentCategoryEndpoints,
  ...documentEndpoints,
  ...officeDropdownEndpoints,
];
