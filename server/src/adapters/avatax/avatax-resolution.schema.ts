// AvaTax REST v2 `AddressResolutionModel`, decoded at the boundary and mapped to the domain's shape.
import * as z from 'zod';
import type {
  AddressResolution,
  MessageSeverity,
  ValidatedAddress,
} from '../../domain/addresses/address-resolution.ts';

const text = z.string().nullish();
const coordinate = z.number().nullish();

const linesSchema = {
  line1: text,
  line2: text,
  line3: text,
  city: text,
  region: text,
  country: text,
  postalCode: text,
};

export const avataxResolutionSchema = z.object({
  address: z.object(linesSchema).nullish(),
  validatedAddresses: z
    .array(
      z.object({
        ...linesSchema,
        addressType: text,
        latitude: coordinate,
        longitude: coordinate,
      }),
    )
    .nullish(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullish(),
  resolutionQuality: text,
  taxAuthorities: z
    .array(
      z.object({
        avalaraId: text,
        jurisdictionName: text,
        jurisdictionType: text,
        signatureCode: text,
      }),
    )
    .nullish(),
  messages: z
    .array(
      z.object({
        summary: text,
        details: text,
        refersTo: text,
        severity: text,
        source: text,
      }),
    )
    .nullish(),
});

type AvataxResolution = z.infer<typeof avataxResolutionSchema>;
type Lines = { [K in keyof typeof linesSchema]?: string | null | undefined };

const SEVERITIES: readonly MessageSeverity[] = ['Error', 'Warning', 'Info', 'Exception'];
const severityOf = (raw: string | null | undefined): MessageSeverity =>
  SEVERITIES.find((severity) => severity === raw) ?? 'Warning';

const linesOf = (lines: Lines | null | undefined) => ({
  line1: lines?.line1 ?? '',
  line2: lines?.line2 ?? '',
  line3: lines?.line3 ?? '',
  city: lines?.city ?? '',
  region: lines?.region ?? '',
  country: lines?.country ?? '',
  postalCode: lines?.postalCode ?? '',
});

const withoutNullish = <T extends object>(value: T) =>
  Object.fromEntries(
    Object.entries(value).filter((entry) => entry[1] !== null && entry[1] !== undefined),
  ) as { [K in keyof T]?: NonNullable<T[K]> };

export function toAddressResolution(answer: AvataxResolution): AddressResolution {
  const validatedAddresses = (answer.validatedAddresses ?? []).map(
    (validated): ValidatedAddress => ({
      addressType: validated.addressType ?? 'UnknownAddressType',
      ...linesOf(validated),
      ...withoutNullish({ latitude: validated.latitude, longitude: validated.longitude }),
    }),
  );
  return {
    address: { textCase: 'Mixed', ...linesOf(answer.address) },
    validatedAddresses,
    ...(answer.coordinates ? { coordinates: answer.coordinates } : {}),
    resolutionQuality: answer.resolutionQuality ?? 'NotCoded',
    ...(answer.taxAuthorities
      ? { taxAuthorities: answer.taxAuthorities.map((authority) => withoutNullish(authority)) }
      : {}),
    ...(answer.messages
      ? {
          messages: answer.messages.map((message) => ({
            summary: message.summary ?? '',
            details: message.details ?? '',
            refersTo: message.refersTo ?? '',
            severity: severityOf(message.severity),
            source: message.source ?? '',
          })),
        }
      : {}),
  };
}
