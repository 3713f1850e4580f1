/** Leaves the app for the payment provider's page (checkout or portal). A module of its own so tests can stand in for it. */
export function leaveTo(url: string) {
  window.location.assign(url);
}
