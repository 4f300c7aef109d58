import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { dataEnvelope } from './envelope';

// Reference-data dropdowns of spec §7 "Dropdowns (tools, under dropdown/)" that several settings
// forms share. The vendor form is the first to need job positions (its position_id).

/** One entry of a plain reference list (an industry, a job position). */
export const NamedOptionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
});
export type NamedOption = z.infer<typeof NamedOptionSchema>;

export const NamedOptionsResponseSchema = dataEnvelope(z.array(NamedOptionSchema));
export type NamedOptionsResponse = z.infer<typeof NamedOptionsResponseSchema>;

export const userJobPositionDropdown = defineEndpoint({
  id: 'userJobPositionDropdown',
  method: 'GET',
  prefix: 'tools',
  path: 'dropdown/user-job-position',
  tag: 'dropdowns',
  summary: 'Job positions for pickers, by name',
  access: 'session',
  response: NamedOptionsResponseSchema,
});

export const dropdownEndpoints = [userJobPositionDropdown] as const;
