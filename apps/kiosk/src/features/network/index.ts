/** The kiosk's network state, for the features that queue calls while it is offline. */
export { cameOnline, wentOffline } from './network-slice';
