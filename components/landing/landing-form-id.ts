/** The landing hero's form: where the page's popup buttons lead before its script runs, or without it. */
export const LANDING_FORM_ID = 'landing-form';
