// What other modules may use from persons; everything else stays inside the module.
export { pageOfPersons, personExists } from './persons.queries';
