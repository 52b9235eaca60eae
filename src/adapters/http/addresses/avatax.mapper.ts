import type {
  AddressResolution,
  AddressValidationResponse,
  MessageSeverity,
} from '../../../domain/address/address-validation';
import { decode } from '../client/decode';
import { avataxErrorSchema, avataxResolutionSchema, type AvataxResolution } from './avatax.schema';

/** AvaTax also says 'Exception', which is an error; an unknown severity is at least a warning. */
const severityOf = (raw: string | null | undefined): MessageSeverity => {
  if (raw === 'Error' || raw === 'Exception') return 'Error';
  return raw === 'Info' ? 'Info' : 'Warning';
};

const mapResolution = (resolution: AvataxResolution): AddressResolution => ({
  validatedAddresses: (resolution.validatedAddresses ?? []).map((address) => ({
    line1: address.line1 ?? '',
    city: address.city ?? '',
    region: address.region ?? '',
    country: address.country ?? '',
    postalCode: address.postalCode ?? '',
    coordinates:
      typeof address.latitude === 'number' && typeof address.longitude === 'number'
        ? { latitude: address.latitude, longitude: address.longitude }
        : (resolution.coordinates ?? null),
  })),
  resolutionQuality: resolution.resolutionQuality ?? null,
  messages: (resolution.messages ?? []).map((message) => ({
    summary: message.summary ?? '',
    details: message.details ?? '',
    refersTo: message.refersTo ?? '',
    severity: severityOf(message.severity),
    source: message.source ?? '',
  })),
});

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** The plugin's `response`: an AvaTax resolution, AvaTax's error relayed as text, or nothing. */
export const mapAvataxAnswer = (
  success: boolean,
  error: string | null,
  response: unknown,
): AddressValidationResponse => {
  if (response === undefined || response === null || response === '') {
    return { kind: 'no-response-data', error };
  }
  if (typeof response === 'string') {
    const relayed = decode(avataxErrorSchema, parseJson(response));
    if (!relayed.ok) return { kind: 'unparseable-response', error };
    const { message, target, details } = relayed.value.error;
    return {
      kind: 'tax-service-error',
      error,
      message: message ?? null,
      target: target ?? null,
      details: details ?? [],
    };
  }
  const resolution = decode(avataxResolutionSchema, response);
  return resolution.ok
    ? { kind: 'resolution', success, error, resolution: mapResolution(resolution.value) }
    : { kind: 'unparseable-response', error };
};
