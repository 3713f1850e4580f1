// The interface language moved to lib/i18n.ts (docs/decisions/0053): this re-export stays only
// until routes/register.tsx, being edited meanwhile, imports it from there.
export * from '../lib/i18n';
