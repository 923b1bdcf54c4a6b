// What other modules may use from tenants; everything else stays inside the module.
export { findTenantSettings } from './tenants.queries';
export { documentLanguageFor } from './document-language';
