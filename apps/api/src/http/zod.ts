// Lets route schemas be zod schemas: Fastify validates with them and handlers get the parsed, typed values.
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { z, type ZodType } from 'zod';

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends ZodType ? z.input<this['schema']> : unknown;
}

export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };

/** The query string of routes that take nothing but the answer's language (`?lang=`). */
export const LangQuery = z.object({ lang: z.string().max(16).optional() });

/** `/:id` of a resource addressed by UUID; anything else becomes null, which the route answers as not found. */
export const UuidParams = z.object({ id: z.uuid().or(z.string().transform(() => null)) });
