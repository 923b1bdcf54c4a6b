// Checks that ids named in a request exist in the tenant; shared by every module that stores
// references, so it depends on no module but the data layer.
export { assertReferences, invalidField } from './references';
