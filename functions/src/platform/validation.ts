import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod';
import { HttpError } from './http';
import { invalidBodyMessage, validationFailedMessage } from './messages';

/** The 400 data the forms read: the messages of each field, keyed by its dotted path (spec 1 §5). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    (fields[path] ??= []).push(issue.message);
  }
  return fields;
}

/** Parses a value with a schema, answering 400 with field errors when it does not fit. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError(400, validationFailedMessage, { fields: fieldErrorsOf(result.error) });
  }
  return result.data;
}

/** The JSON body of a request, parsed with a schema. */
export function parseBody<S extends z.ZodType>(event: APIGatewayProxyEventV2, schema: S): z.output<S> {
  let value: unknown = {};
  if (event.body) {
    const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    try {
      value = JSON.parse(text);
    } catch {
      throw new HttpError(400, invalidBodyMessage, { fields: {} });
    }
  }
  return parseWith(schema, value);
}

/** The query string, parsed with a schema (values are strings; use z.coerce for numbers). */
export function parseQuery<S extends z.ZodType>(event: APIGatewayProxyEventV2, schema: S): z.output<S> {
  return parseWith(schema, event.queryStringParameters ?? {});
}
