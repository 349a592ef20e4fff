/**
 * The part of the API's OpenAPI document (/api/openapi.json) the reference page reads; the rest
 * passes through unread.
 */
import { z } from "zod";

const parameterSchema = z.object({
  name: z.string(),
  in: z.string(),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: z
    .object({
      type: z.unknown().optional(),
      enum: z.array(z.unknown()).optional(),
      default: z.unknown().optional(),
    })
    .passthrough()
    .optional(),
});

const operationSchema = z.object({
  summary: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  parameters: z.array(parameterSchema).optional(),
  responses: z.record(z.string(), z.object({ description: z.string().optional() }).passthrough()),
  "x-freshness": z.string().optional(),
  "x-example": z.string().optional(),
});

export const openApiDocSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.object({ get: operationSchema.optional() })),
  components: z.object({ schemas: z.record(z.string(), z.unknown()).optional() }).optional(),
});

export type OpenApiDoc = z.output<typeof openApiDocSchema>;
export type OpenApiParameter = z.output<typeof parameterSchema>;
