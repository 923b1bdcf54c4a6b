// What other modules may use from payrolls; everything else stays inside the module.
export { addOnToNextPayroll } from './payroll-add-ons';
export { payrollsToConfirmOnHomeRead } from './payrolls.service';
