// The hashed params that steer Craft's answer (`getValidatedBodyParam`): read and checked before the
// action runs, so a value the server did not sign is Craft's 400 and changes nothing.
import { asBody } from '../body/body-params.ts';
import type { ParamHasher } from './hashed-params.ts';

export interface ControlParams {
  /** Where a non-JSON client goes on success; model answers also echo it as `redirect`. */
  readonly redirect: string | null;
  readonly successMessage: string | null;
  readonly failMessage: string | null;
  /** save-user: the name of the user model in its answers. */
  readonly userVariable: string | null;
}

export const controlParamsOf = (hasher: ParamHasher, body: unknown): ControlParams => {
  const params = asBody(body);
  return {
    redirect: hasher.validated(params, 'redirect'),
    successMessage: hasher.validated(params, 'successMessage'),
    failMessage: hasher.validated(params, 'failMessage'),
    userVariable: hasher.validated(params, 'userVariable'),
  };
};
