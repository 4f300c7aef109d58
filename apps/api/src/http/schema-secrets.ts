import type { z } from 'zod';
import { isSensitiveKey } from './redact';
import { defOf } from './zod-schema-def';

/** Values that hold no field names: nothing in them can be redacted by name. */
const LEAF_TYPES = new Set([
  'string',
  'number',
  'int',
  'bigint',
  'boolean',
  'date',
  'null',
  'undefined',
  'void',
  'never',
  'nan',
  'enum',
  'literal',
  'template_literal',
]);

function mayHold(schema: z.core.$ZodType, seen: Set<z.core.$ZodType>): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = defOf(schema);
  if (LEAF_TYPES.has(def.type)) return false;
  const any = (schemas: (z.core.$ZodType | null | undefined)[]) =>
    schemas.some((item) => item !== undefined && item !== null && mayHold(item, seen));
  switch (def.type) {
    case 'object':
      // A loose object may carry any key.
      if (def.catchall && defOf(def.catchall).type !== 'never') return true;
      return Object.entries(def.shape ?? {}).some(
        ([key, field]) => isSensitiveKey(key) || mayHold(field, seen),
      );
    case 'array':
      return def.element ? mayHold(def.element, seen) : true;
    case 'nullable':
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return def.innerType ? mayHold(def.innerType, seen) : true;
    case 'pipe':
      return any([def.in, def.out]);
    case 'lazy':
      return def.getter ? mayHold(def.getter(), seen) : true;
    case 'union':
      return any(def.options ?? []);
    case 'intersection':
      return any([def.left, def.right]);
    case 'tuple':
      return any([...(def.items ?? []), def.rest]);
    default:
      // Records, maps, unknown, any, custom and transforms: keys or shapes the schema does not name.
      return true;
  }
}

/**
 * Whether a value of `schema` may hold a field that the HTTP log redacts by name (a password, a
 * token, …): true when the schema names such a field at any depth, or admits fields it does not
 * name (records, loose objects, unknown values). A response whose schema holds none can be
 * logged as its JSON text is, without being parsed and walked for secrets (http-log.ts).
 */
export function schemaMayHoldSecrets(schema: z.core.$ZodType): boolean {
  return mayHold(schema, new Set());
}
