import type { StorefrontConfig } from '../../domain/config/storefront-config';
import { storefrontConfig } from '../../domain/config/storefront-config.rules';

/** The build's configuration (commerce feature flag, the 'Get Started' form), the same in both entries. */
export const buildConfig = (): StorefrontConfig =>
  storefrontConfig({
    commerceEnabled: import.meta.env.VITE_COMMERCE_ENABLED,
    getStartedFormUrl: import.meta.env.VITE_GET_STARTED_FORM_URL,
  });
