// A module of its own so that get-home.ts loads the answer's schema, and zod with it, once the
// answer is here instead of before the home's first paint (issue 17).
export { homeDashboardSchema } from '@crewhub/shared';
