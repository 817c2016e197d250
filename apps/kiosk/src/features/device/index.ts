/** What other features use of the kiosk's registration and lock-screen state. */
export { DEVICE_STORAGE_KEY, forgotten } from './device-slice';
export { clearStaffPinLock, loadDeviceState, openOutsideHours, refusal, unlockThisKiosk, type FormOutcome, type FormRefusal } from './device-thunks';
