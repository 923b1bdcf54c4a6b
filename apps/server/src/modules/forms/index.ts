// What other modules may use from forms; everything else stays inside the module.
export { formsToFillOnHomeRead, handOutForm } from './forms.service';
