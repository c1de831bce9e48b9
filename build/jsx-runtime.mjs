// React's JSX runtime as ES module bindings, for the bundle only (build/options.mjs aliases
// `react/jsx-runtime` here). Imported straight from its CommonJS module, every module's JSX
// called it through an interop object of its own, `(0,X.jsx)(…)`; as bindings each call is `j(…)`.
// The production runtime itself: what `react/jsx-runtime` resolves to when NODE_ENV is production.
import runtime from '../node_modules/react/cjs/react-jsx-runtime.production.js';

export const { jsx, jsxs, Fragment } = runtime;
