// What other modules may use from persons; everything else stays inside the module.
export { personsRepository } from './persons.repository';
