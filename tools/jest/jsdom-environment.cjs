// jsdom lacks several platform APIs the browser code relies on (Web Crypto's subtle,
// structuredClone, TextEncoder, streams); expose Node's implementations to the test window.
const { TestEnvironment } = require('jest-environment-jsdom');
const { webcrypto } = require('node:crypto');
const { TextEncoder, TextDecoder } = require('node:util');

class BrowserLikeEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    Object.defineProperty(g, 'crypto', { value: webcrypto, configurable: true });
    g.structuredClone = structuredClone;
    g.TextEncoder = TextEncoder;
    g.TextDecoder = TextDecoder;
    g.ReadableStream = ReadableStream;
    g.BroadcastChannel = BroadcastChannel;
    g.Blob = Blob;
    g.Response = Response;
    g.Request = Request;
    g.Headers = Headers;
    g.fetch = fetch;
  }
}

module.exports = BrowserLikeEnvironment;
