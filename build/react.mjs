// React's API as ES module bindings for the storefront's own modules (build/options.mjs points their
// `react` imports here; the libraries keep React itself). Imported straight from its CommonJS
// module, every module called each hook through an interop object of its own, `(0,X.useState)(…)`;
// as bindings each call is `u(…)`. A name missing here fails the build.
import React from 'react';

export const {
  Component,
  Fragment,
  StrictMode,
  createElement,
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} = React;
