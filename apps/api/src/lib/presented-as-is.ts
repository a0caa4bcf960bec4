/**
 * Route options for the hottest reads (a trip's page, a day): their answers are built field by field by
 * typed presenters, so they are sent as they are instead of being re-validated against the response schema
 * on every request (which strips unknown fields). The schema still documents the route in OpenAPI, and the
 * routes' tests compare each answer with its schema's parse, so a presenter that adds a field fails them.
 */
export const presentedAsIs = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};
