export { chunkLoadFailure, recoveryMessageIds } from './loadError';
export type { LoadFailure, LoadFailureKind, RecoveryMessageIds } from './loadError';
export { keepDebugRoutes } from './debugRoutes';
export type { DebugRouteMeta } from './debugRoutes';
