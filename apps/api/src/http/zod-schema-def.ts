import type { z } from 'zod';

/**
 * The definition of a zod schema node, as both zod and zod/mini keep it: the parts the server's
 * schema walks read (the compiled response serialiser, the HTTP log's secret check).
 */
export interface SchemaDef {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  catchall?: z.core.$ZodType;
  element?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  /** A pipe's input and output schemas. */
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
  getter?: () => z.core.$ZodType;
  options?: z.core.$ZodType[];
  /** A discriminated union's key. */
  discriminator?: string;
  /** A literal's values. */
  values?: unknown[];
  /** An intersection's two sides. */
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
  /** A tuple's items and the schema of the items after them. */
  items?: z.core.$ZodType[];
  rest?: z.core.$ZodType | null;
}

export const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as SchemaDef;
