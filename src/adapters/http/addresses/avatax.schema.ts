import * as z from 'zod/mini';

const text = z.optional(z.nullable(z.string()));
const coordinate = z.optional(z.nullable(z.number()));

/** The plugin's envelope: always 200, `response` is the AvaTax answer or its error text. */
export const avataxAnswerSchema = z.object({
  success: z.optional(z.nullable(z.boolean())),
  error: text,
  response: z.optional(z.unknown()),
});

export const avataxResolutionSchema = z.object({
  validatedAddresses: z.optional(
    z.nullable(
      z.array(
        z.object({
          line1: text,
          city: text,
          region: text,
          country: text,
          postalCode: text,
          latitude: coordinate,
          longitude: coordinate,
        }),
      ),
    ),
  ),
  coordinates: z.optional(z.nullable(z.object({ latitude: z.number(), longitude: z.number() }))),
  resolutionQuality: text,
  messages: z.optional(
    z.nullable(
      z.array(
        z.object({
          summary: text,
          details: text,
          refersTo: text,
          severity: text,
          source: text,
        }),
      ),
    ),
  ),
});

/** What AvaTax answers a 4xx with; the plugin relays it as a JSON text. */
export const avataxErrorSchema = z.object({
  error: z.object({
    message: text,
    target: text,
    details: z.optional(
      z.nullable(z.array(z.object({ message: text, description: text, target: text }))),
    ),
  }),
});

export type AvataxResolution = z.infer<typeof avataxResolutionSchema>;
