// jsdom has no fetch; ky and the API client need the platform's own, so copy Node's in.
const JsdomEnvironment = require('jest-environment-jsdom').default;

const fromNode = ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File', 'AbortController', 'AbortSignal',
  'TextEncoder', 'TextDecoder', 'ReadableStream', 'WritableStream', 'TransformStream', 'structuredClone', 'URL', 'URLSearchParams'];

class PortalEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fromNode) this.global[name] = globalThis[name];
  }
}
module.exports = PortalEnvironment;
