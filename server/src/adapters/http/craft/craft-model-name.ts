// Craft's model answers carry the model under its name: `{…, modelName: "user", user: {…}}`. An action
// that takes a model variable (save-user's `userVariable`) names it otherwise.

type ModelAnswer = Record<string, unknown> & { readonly modelName: string };

export const isModelAnswer = (payload: unknown): payload is ModelAnswer =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { modelName?: unknown }).modelName === 'string';

/** The answer with its model renamed, key order kept; a key the answer already has wins, as in Craft. */
export function withModelName(payload: unknown, name: string): unknown {
  if (!isModelAnswer(payload) || payload.modelName === name) return payload;
  const current = payload.modelName;
  const taken = name in payload;
  return Object.fromEntries(
    Object.entries(payload).flatMap(([key, value]): [string, unknown][] => {
      if (key === 'modelName') return [[key, name]];
      if (key !== current) return [[key, value]];
      return taken ? [] : [[name, value]];
    }),
  );
}
