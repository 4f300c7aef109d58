import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as validatingSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { defOf } from './zod-schema-def';

/**
 * How responses become JSON:
 * - `validating`: every response is checked against its contract schema (zod) on the way out;
 *   one that breaks it becomes a 500. Development, demo and the test suite run this way, so
 *   every response the tests provoke is checked against the contract.
 * - `compiled`: a serialiser compiled once per route from the same schema writes only the
 *   schema's fields (an extra field never leaves the server) without checking each value.
 *   Production runs this way: checking each object of a list page cost more than writing it.
 */
export type ResponseSerialization = 'validating' | 'compiled';

type Write = (value: unknown) => string;

const writeAsIs: Write = (value) => JSON.stringify(value) ?? 'null';

function compile(schema: z.core.$ZodType): Write {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      // A loose object keeps unknown keys: nothing to compile, its values go out as they are.
      if (def.catchall && defOf(def.catchall).type !== 'never') return writeAsIs;
      const fields = Object.entries(def.shape ?? {}).map(([key, field]) => ({
        key,
        name: `${JSON.stringify(key)}:`,
        write: compile(field),
      }));
      return (value) => {
        if (value === null || typeof value !== 'object') return writeAsIs(value);
        const record = value as Record<string, unknown>;
        let out = '';
        for (const field of fields) {
          const item = record[field.key];
          if (item === undefined) continue;
          out += `${out ? ',' : ''}${field.name}${field.write(item)}`;
        }
        return `{${out}}`;
      };
    }
    case 'array': {
      if (!def.element) return writeAsIs;
      const write = compile(def.element);
      return (value) =>
        Array.isArray(value) ? `[${value.map((item) => write(item)).join(',')}]` : 'null';
    }
    case 'nullable':
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional': {
      if (!def.innerType) return writeAsIs;
      const write = compile(def.innerType);
      return (value) => (value === null || value === undefined ? 'null' : write(value));
    }
    case 'pipe':
      return def.out ? compile(def.out) : writeAsIs;
    case 'lazy': {
      const { getter } = def;
      if (!getter) return writeAsIs;
      let write: Write | null = null;
      return (value) => (write ??= compile(getter()))(value);
    }
    case 'union': {
      const { discriminator, options = [] } = def;
      if (!discriminator) return writeAsIs;
      // A discriminated union: the member named by the value's discriminator writes it.
      const members = new Map<unknown, Write>();
      for (const option of options) {
        const tag = defOf(option).shape?.[discriminator];
        const write = compile(option);
        for (const value of tag ? (defOf(tag).values ?? []) : []) members.set(value, write);
      }
      return (value) => {
        const tag =
          value !== null && typeof value === 'object'
            ? (value as Record<string, unknown>)[discriminator]
            : undefined;
        return (members.get(tag) ?? writeAsIs)(value);
      };
    }
    default:
      // Strings, numbers, enums…, plain unions, records and the like: written as they are.
      return writeAsIs;
  }
}

/** A serialiser of values of `schema` to JSON: only the schema's fields, values unchecked. */
export function compileResponseSerializer(schema: z.core.$ZodType): Write {
  return compile(schema);
}

/** The serializer compiler the app installs for the chosen `ResponseSerialization`. */
export function responseSerializerCompiler(
  serialization: ResponseSerialization,
): FastifySerializerCompiler<z.core.$ZodType> {
  if (serialization === 'validating') return validatingSerializerCompiler;
  return ({ schema }) => compileResponseSerializer(schema);
}
