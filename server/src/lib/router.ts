import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context.ts';
import { sendError, validationError } from './errors.ts';

/** A router whose failed validations answer 422 in the contract's error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return sendError(c, validationError(result.error));
    },
  });
}

export type Router = ReturnType<typeof createRouter>;

/** Marks a route as needing the bearer token in the OpenAPI document. */
export const bearer = [{ bearerAuth: [] as string[] }];
