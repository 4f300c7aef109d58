import type { FastifyInstance } from 'fastify';
import { invalidInput } from './api-error';

export interface JsonShapeLimits {
  /** Deepest nesting of objects and arrays. */
  maxDepth: number;
  /** Object members in the whole body. */
  maxKeys: number;
}

/**
 * What the contract's bodies need, with room for the upload and placement payloads to come: the
 * deepest body today has 2 levels (`{ data: { category_name } }`) and a handful of keys. Lists
 * are arrays of values, which this does not count (the body limit and the schema's `max` bound
 * them). A body of 60,000 unknown keys or 100,000 nested arrays stops here, cheaply.
 */
export const JSON_SHAPE_LIMITS: JsonShapeLimits = { maxDepth: 8, maxKeys: 1000 };

/**
 * Why a JSON text is shaped beyond the limits, or null. One pass over the characters, without
 * parsing: it runs before JSON.parse and zod, whose cost grows with depth and key count.
 * Malformed JSON passes here and is refused by the parser.
 */
export function jsonShapeProblem(text: string, limits: JsonShapeLimits): string | null {
  let depth = 0;
  let keys = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index++;
      else if (code === 0x22 /* " */) inString = false;
      continue;
    }
    if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      if (++depth > limits.maxDepth) return `Body is nested deeper than ${limits.maxDepth} levels`;
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
      depth--;
    } else if (code === 0x3a /* : */) {
      if (++keys > limits.maxKeys) return `Body has more than ${limits.maxKeys} fields`;
    }
  }
  return null;
}

/**
 * Replaces Fastify's JSON body parser with one that first refuses bodies nested or keyed beyond
 * `limits` (400), then parses as Fastify does (`__proto__` and `constructor.prototype` refused).
 * The route's `bodyLimit` still applies before any of it.
 */
export function registerJsonBodyGuard(
  app: FastifyInstance,
  limits: JsonShapeLimits = JSON_SHAPE_LIMITS,
): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = jsonShapeProblem(body as string, limits);
    if (problem) {
      done(invalidInput([problem]), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
