import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type RouteSchema = Parameters<FastifySerializerCompiler<ZodType>>[0];

type JsonSchema = { [key: string]: unknown };
const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a serializer needs of a schema, no more. A nullable scalar (`anyOf: [{type: 'string', …},
 * {type: 'null'}]`) becomes `type: ['string', 'null']`: fast-json-stringify picks an anyOf branch by
 * validating the value with ajv, date-time pattern and all, on every field of every reply, while a type
 * list is a typeof check. Patterns go too: writing a reply validates nothing.
 */
export function forSerializing(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializing);
  if (!isSchema(schema)) return schema;
  const { pattern: _pattern, ...rest } = schema;
  const anyOf = rest.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => isSchema(branch) && branch.type === 'null' && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && isSchema(other) && typeof other.type === 'string' && !['object', 'array'].includes(other.type)) {
      const { anyOf: _anyOf, ...outer } = rest;
      return forSerializing({ ...outer, ...other, type: [other.type, 'null'] });
    }
  }
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, forSerializing(value)]));
}

/** The reply schema as JSON Schema, or undefined when it holds something JSON Schema cannot say (a transform). */
function jsonSchemaOf(schema: ZodType): Record<string, unknown> | undefined {
  try {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as Record<string, unknown>;
    return json;
  } catch {
    return undefined;
  }
}

/** Replies (method, url, status) whose schema could not be compiled and are written by zod instead. */
export const serializerFallbacks = new Set<string>();

/**
 * Replies written by serializers compiled once per route from the contract's zod schemas
 * (fast-json-stringify over the schema's JSON Schema): only the fields the schema names are written,
 * so a field that is not in the contract can never leak, and the reply costs a fraction of validating
 * it with zod and then running JSON.stringify. A schema JSON Schema cannot express falls back to zod.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route: RouteSchema) => {
  const json = route.schema instanceof z.ZodType ? jsonSchemaOf(route.schema) : undefined;
  if (!json) serializerFallbacks.add(`${route.method} ${route.url} ${route.httpStatus}`);
  if (!json) return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  return fastJson(forSerializing(json) as Parameters<typeof fastJson>[0]);
};
