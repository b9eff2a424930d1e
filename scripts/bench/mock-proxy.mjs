// The bench's API (started by shared.mjs): forwards to Prism, asks Prism for the admin example of
// get-authenticated-user when the request carries the bench's admin token (Lighthouse's admin
// page), and counts the calls of each operation, which `GET /__bench/calls` answers: how many
// renders a load run caused, that is, whether it hit a cache.
import http from 'node:http';

const { MOCK_PROXY_PORT, PRISM_PORT, ADMIN_TOKEN } = process.env;
const agent = new http.Agent({ keepAlive: true });
const calls = {};

// `GET /api/announcements/bench-listing-7` counts as `GET /api/announcements/*`
const operation = (method, url) => `${method} ${url.split('?')[0].replace(/\/[^/]*\d[^/]*/g, '/*')}`;

http
  .createServer((request, response) => {
    if (request.url === '/__bench/calls') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(calls));
      return;
    }
    const name = operation(request.method, request.url);
    calls[name] = (calls[name] ?? 0) + 1;
    const headers = { ...request.headers, host: `127.0.0.1:${PRISM_PORT}` };
    if (request.url === '/api/get-authenticated-user' && headers.authorization === `Bearer ${ADMIN_TOKEN}`) {
      headers.prefer = 'example=admin';
    }
    const upstream = http.request({ host: '127.0.0.1', port: PRISM_PORT, path: request.url, method: request.method, headers, agent }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  })
  .listen(Number(MOCK_PROXY_PORT), '127.0.0.1');
