// React 18+ has useSyncExternalStore built in; the build points the shim that
// @preact/signals-react imports here instead of bundling the pre-18 polyfill.
export { useSyncExternalStore } from 'react';
