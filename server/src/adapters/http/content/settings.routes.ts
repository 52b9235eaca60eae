// What checkout offers, on the storefront's REST base: countries, states and payment gateways.
// Every answer is `{data: ...}` like the Element API's collections:
//   enabled-countries            {data: [{code, name}]}
//   enabled-states?country=US    {data: [{code, name}]}
//   enabled-states               {data: {US: [{code, name}], CA: [...]}}  (countries with states only)
//   enabled-gateways             {data: [{id, name, handle, paymentType, sortOrder, isArchived}]}
import type { FastifyInstance } from 'fastify';
import { isCountryCode, type State } from '../../../domain/settings/store-settings.ts';
import type { StoreSettingsReader } from '../../../ports/store/store-settings-reader.ts';
import { registerContentCaching } from '../element-api/content-cache.hook.ts';
import { HttpError } from '../craft/craft-response.ts';
import { queryParam } from '../element-api/element-api-response.ts';

const serializeState = (state: State) => ({ code: state.code, name: state.name });

function groupByCountry(
  states: readonly State[],
): Record<string, { code: string; name: string }[]> {
  const grouped: Record<string, { code: string; name: string }[]> = {};
  for (const state of states) (grouped[state.countryCode] ??= []).push(serializeState(state));
  return grouped;
}

export function settingsRoutes(deps: { readonly storeSettings: StoreSettingsReader }) {
  return async (app: FastifyInstance) => {
    registerContentCaching(app);

    app.get('/settings/enabled-countries', async () => ({
      data: await deps.storeSettings.enabledCountries(),
    }));

    app.get('/settings/enabled-states', async (request) => {
      const raw = queryParam(request.query, 'country');
      if (raw === undefined || raw === '')
        return { data: groupByCountry(await deps.storeSettings.enabledStates(null)) };
      const country = raw.toUpperCase();
      if (!isCountryCode(country))
        throw new HttpError(400, `Invalid country “${raw}”: use a two-letter code such as US.`);
      return { data: (await deps.storeSettings.enabledStates(country)).map(serializeState) };
    });

    app.get('/settings/enabled-gateways', async () => ({
      data: await deps.storeSettings.enabledGateways(),
    }));
  };
}
