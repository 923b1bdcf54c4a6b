// What other modules may use from staff-contracts; everything else stays inside the module.
export { assertWorkingTime, workingTimeBreachesOf } from './working-time.service';
