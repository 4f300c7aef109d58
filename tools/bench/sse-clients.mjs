// Child process of notification-stream.mts: opens COUNT notification streams (one connection
// each, as COUNT browser tabs would), reports when every one has its `ready` event, then when
// every one has received a notification. Kept out of the server's process so its memory is the
// server's alone.
import { get } from 'node:http';

const [url, countText] = process.argv.slice(2);
const count = Number(countText);
let ready = 0;
let received = 0;
let lastReceivedAt = 0;
const requests = [];

for (let index = 0; index < count; index++) {
  const request = get(url, { agent: false }, (response) => {
    if (response.statusCode !== 200) {
      process.send?.({ type: 'error', message: `status ${response.statusCode}` });
      return;
    }
    response.setEncoding('utf8');
    let buffer = '';
    let sawReady = false;
    let sawNotification = false;
    response.on('data', (chunk) => {
      buffer += chunk;
      if (!sawReady && buffer.includes('event: ready')) {
        sawReady = true;
        ready += 1;
        if (ready === count) process.send?.({ type: 'ready' });
      }
      if (!sawNotification && buffer.includes('event: notification')) {
        sawNotification = true;
        received += 1;
        lastReceivedAt = Date.now();
        if (received === count) process.send?.({ type: 'received', lastReceivedAt });
      }
      if (buffer.length > 4096) buffer = buffer.slice(-1024);
    });
  });
  request.on('error', (error) => process.send?.({ type: 'error', message: error.message }));
  requests.push(request);
}

process.on('message', (message) => {
  if (message === 'close') {
    for (const request of requests) request.destroy();
    process.exit(0);
  }
});
