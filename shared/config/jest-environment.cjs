// jsdom has no fetch; ky, the API client and msw (which answers the component tests' requests at
// the fetch boundary) need the platform's own, so copy Node's in.
const JsdomEnvironment = require('jest-environment-jsdom').default;

const fromNode = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  'URL',
  'URLSearchParams',
];

/** msw opens a BroadcastChannel; Node's would keep jest from exiting, so it is unreferenced. */
class UnrefBroadcastChannel extends BroadcastChannel {
  constructor(name) {
    super(name);
    // Node's BroadcastChannel has unref (the DOM's type, which tsc sees, does not).
    /** @type {{ unref: () => void }} */ (/** @type {unknown} */ (this)).unref();
  }
}

class PortalEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fromNode) this.global[name] = globalThis[name];
    this.global.BroadcastChannel = UnrefBroadcastChannel;
  }
}
module.exports = PortalEnvironment;
