// What other modules may use from forms; everything else stays inside the module.
export { formsToFillOnHome, handOutForm } from './forms.service';
