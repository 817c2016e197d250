/** What other features may use of the site settings: read them. */
export { selectSettings } from './settings-slice';
