import { z } from 'zod';
import { endpointRoute, type EndpointDefinition } from './endpoint';
import { ErrorBodySchema } from './envelope';

type JsonSchema = Record<string, unknown>;

function toJsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

function parametersOf(schema: z.core.$ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = toJsonSchema(schema, 'input');
  const properties = (json['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json['required'] as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

/**
 * A multipart body: its text fields (from the body schema; a list field goes out as repeated
 * `name[]` parts) and its files as binary strings, each described by its kinds and size limit
 * (a `maxCount` file field as an array of them).
 */
function multipartContent(endpoint: EndpointDefinition): JsonSchema {
  const fields = endpoint.body ? toJsonSchema(endpoint.body, 'input') : {};
  const properties: Record<string, JsonSchema> = {
    ...((fields['properties'] ?? {}) as Record<string, JsonSchema>),
  };
  const required = [...((fields['required'] as string[] | undefined) ?? [])];
  for (const [name, file] of Object.entries(endpoint.multipart?.files ?? {})) {
    const binary = {
      type: 'string',
      format: 'binary',
      description: `${file.kinds.join(', ')}; at most ${file.maxBytes} bytes`,
    };
    // A list field is sent once per file under the same name: an array in OpenAPI terms.
    properties[name] =
      file.maxCount === undefined
        ? binary
        : {
            type: 'array',
            items: binary,
            maxItems: file.maxCount,
            ...(file.required ? { minItems: 1 } : {}),
          };
    if (file.required) required.push(name);
  }
  return {
    'multipart/form-data': {
      schema: { type: 'object', properties, ...(required.length > 0 ? { required } : {}) },
    },
  };
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: toJsonSchema(ErrorBodySchema, 'output') } },
});

/** An OpenAPI 3.1 document of the given endpoints, built from the same zod schemas the code uses. */
export function buildOpenApiDocument(
  endpoints: readonly EndpointDefinition[],
  info: { title: string; version: string },
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    const route = endpointRoute(endpoint).replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    const operation: JsonSchema = {
      operationId: endpoint.id,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      parameters: [
        ...parametersOf(endpoint.params, 'path'),
        ...parametersOf(endpoint.query, 'query'),
      ],
      responses: {
        [String(endpoint.successStatus ?? 200)]: endpoint.response
          ? {
              description: 'Success',
              content: {
                'application/json': { schema: toJsonSchema(endpoint.response, 'output') },
              },
            }
          : {
              description: 'A file',
              content: {
                'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
              },
            },
        '400': errorResponse('Invalid input; `messages` names the fields'),
        ...(endpoint.access === 'public' ? {} : { '401': errorResponse('No valid session') }),
        ...(typeof endpoint.access === 'object'
          ? { '403': errorResponse(`Needs permission ${endpoint.access.permission}`) }
          : {}),
      },
      ...(endpoint.access === 'public' ? { security: [] } : {}),
      ...(typeof endpoint.access === 'object'
        ? { 'x-permission': endpoint.access.permission }
        : {}),
    };
    if (endpoint.multipart) {
      operation['requestBody'] = { required: true, content: multipartContent(endpoint) };
    } else if (endpoint.body) {
      operation['requestBody'] = {
        required: true,
        content: { 'application/json': { schema: toJsonSchema(endpoint.body, 'input') } },
      };
    }
    const pathItem = (paths[route] ??= {});
    pathItem[endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
