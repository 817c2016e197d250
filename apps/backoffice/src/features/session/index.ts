export { SESSION_STORAGE_KEY, profileRefreshed, signedIn, signedOut, type SignedIn } from './session-slice';
export { refreshProfile, signOut } from './session-thunks';
export { SignInScreen } from './sign-in-screen';
