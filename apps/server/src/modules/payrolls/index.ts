// What other modules may use from payrolls; everything else stays inside the module.
export { payrollsToConfirmOnHome } from './payrolls.service';
