// The bench's scenario proxy (started by shared.mjs for the sections that sign in): forwards to
// Prism, and asks Prism for the admin example of get-authenticated-user when the request carries
// the bench's admin token (Lighthouse's admin page, the console's interactions).
import http from 'node:http';

const { MOCK_PROXY_PORT, PRISM_PORT, ADMIN_TOKEN } = process.env;
const agent = new http.Agent({ keepAlive: true });

http
  .createServer((request, response) => {
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
