// What other modules may use from reference; everything else stays inside the module.
export { referenceRepository } from './reference.repository';
