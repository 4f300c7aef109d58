import type { EndpointDefinition } from './endpoint';
import { sessionEndpoints } from './session';

/** Every endpoint of the contract; each domain file adds its list here. */
export const allEndpoints: readonly EndpointDefinition[] = [...sessionEndpoints];
