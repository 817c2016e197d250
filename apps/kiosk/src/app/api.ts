/** The path the kiosk calls the API on: its server forwards it (one origin, docs/architecture.md). */
export const KIOSK_API_BASE = '/api/v1';
