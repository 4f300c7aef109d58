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

/**
 * A copy of a value holding only what its schema names; JSON.stringify then writes the copy in
 * one native pass. (Writing each field's JSON from a tree of closures and joining the strings
 * took about 1.4 times as long on a list page.) `keep` returns the value itself where nothing
 * is to be left out.
 */
type Prune = (value: unknown) => unknown;

const keep: Prune = (value) => value;

function compile(schema: z.core.$ZodType): Prune {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      // A loose object keeps unknown keys: nothing to leave out, its values go out as they are.
      if (def.catchall && defOf(def.catchall).type !== 'never') return keep;
      const fields = Object.entries(def.shape ?? {}).map(([key, field]) => ({
        key,
        prune: compile(field),
      }));
      return (value) => {
        if (value === null || typeof value !== 'object') return value;
        const record = value as Record<string, unknown>;
        const copy: Record<string, unknown> = {};
        for (const field of fields) {
          const item = record[field.key];
          // JSON.stringify leaves out an undefined field, as the schema's optional ones are.
          if (item !== undefined) copy[field.key] = field.prune === keep ? item : field.prune(item);
        }
        return copy;
      };
    }
    case 'array': {
      if (!def.element) return keep;
      const prune = compile(def.element);
      return (value) =>
        Array.isArray(value) ? (prune === keep ? value : value.map((item) => prune(item))) : null;
    }
    case 'nullable':
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional': {
      if (!def.innerType) return keep;
      const prune = compile(def.innerType);
      if (prune === keep) return keep;
      return (value) => (value === null || value === undefined ? null : prune(value));
    }
    case 'pipe':
      return def.out ? compile(def.out) : keep;
    case 'lazy': {
      const { getter } = def;
      if (!getter) return keep;
      let prune: Prune | null = null;
      return (value) => (prune ??= compile(getter()))(value);
    }
    case 'union': {
      const { discriminator, options = [] } = def;
      if (!discriminator) return keep;
      // A discriminated union: the member named by the value's discriminator prunes it.
      const members = new Map<unknown, Prune>();
      for (const option of options) {
        const tag = defOf(option).shape?.[discriminator];
        const prune = compile(option);
        for (const value of tag ? (defOf(tag).values ?? []) : []) members.set(value, prune);
      }
      return (value) => {
        const tag =
          value !== null && typeof value === 'object'
            ? (value as Record<string, unknown>)[discriminator]
            : undefined;
        return (members.get(tag) ?? keep)(value);
      };
    }
    default:
      // Strings, numbers, enums…, plain unions, records and the like: written as they are.
      return keep;
  }
}

/** A serialiser of values of `schema` to JSON: only the schema's fields, values unchecked. */
export function compileResponseSerializer(schema: z.core.$ZodType): Write {
  const prune = compile(schema);
  return (value) => JSON.stringify(prune(value)) ?? 'null';
}

/** The serializer compiler the app installs for the chosen `ResponseSerialization`. */
export function responseSerializerCompiler(
  serialization: ResponseSerialization,
): FastifySerializerCompiler<z.core.$ZodType> {
  if (serialization === 'validating') return validatingSerializerCompiler;
  return ({ schema }) => compileResponseSerializer(schema);
}
