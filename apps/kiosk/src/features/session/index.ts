/** What other features use of the staff session: ending it, and the form of a manager's action at the counter. */
export { locked } from './session-slice';
export { releaseSession } from './session-thunks';
export { field, ManagerCredentialsForm } from './manager-credentials-form';
